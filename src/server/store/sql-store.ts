import { newSecret } from '../secrets';
import type { AuthStore } from './auth-store';
import type { SqlDriver } from './sql-driver';
import { sqlOtps } from './sql-otps';
import { schema } from './sql-rows';
import { sqlSessions } from './sql-sessions';
import { backfillSkeletons } from './sql-skeletons';
import { sqlUsers } from './sql-users';

/** A store on PostgreSQL (PGlite or a server), creating its tables when they are missing. */
export async function createSqlStore(db: SqlDriver): Promise<AuthStore> {
  await db.exec(schema);
  await backfillSkeletons(db);
  return {
    ...sqlUsers(db),
    ...sqlSessions(db),
    ...sqlOtps(db),
    // Made once by whichever instance comes first; every instance then reads the same one.
    async sharedSecret(name) {
      await db.query(
        'insert into latchkey_secrets (name, value) values ($1, $2) on conflict (name) do nothing',
        [name, newSecret()],
      );
      const [row] = await db.query<{ value: string }>(
        'select value from latchkey_secrets where name = $1',
        [name],
      );
      if (!row) throw new Error(`The secret ${name} could not be kept.`);
      return row.value;
    },
    close: () => db.close(),
  };
}
