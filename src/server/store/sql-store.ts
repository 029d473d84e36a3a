import { newSecret } from '../secrets';
import { usernameSkeleton } from '../username-skeleton';
import type { AuthStore } from './auth-store';
import type { SqlDriver } from './sql-driver';
import { sqlOtps } from './sql-otps';
import { schema } from './sql-rows';
import { sqlSessions } from './sql-sessions';
import { sqlUsers } from './sql-users';

/**
 * Gives users made before usernames had skeletons theirs. Two look-alikes made back then keep
 * both accounts: the second gets no skeleton (a unique violation is skipped), so it is found
 * by its own spelling and no new look-alike of either can be made.
 */
async function backfillSkeletons(db: SqlDriver) {
  const rows = await db.query<{ app_id: string; id: string; username: string }>(
    `select app_id, id, data->>'username' as username from latchkey_users
     where username_key is not null and username_skeleton is null`,
  );
  for (const row of rows) {
    await db
      .query(
        'update latchkey_users set username_skeleton = $3 where app_id = $1 and id = $2 and username_skeleton is null',
        [row.app_id, row.id, usernameSkeleton(row.username)],
      )
      .catch((error: unknown) => {
        if ((error as { code?: unknown } | null)?.code !== '23505') throw error;
      });
  }
}

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
