import type { AuthStore } from './auth-store';
import type { SqlDriver } from './sql-driver';
import { sqlOtps } from './sql-otps';
import { schema } from './sql-rows';
import { sqlSessions } from './sql-sessions';
import { sqlUsers } from './sql-users';

/** A store on PostgreSQL (PGlite or a server), creating its tables when they are missing. */
export async function createSqlStore(db: SqlDriver): Promise<AuthStore> {
  await db.exec(schema);
  return {
    ...sqlUsers(db),
    ...sqlSessions(db),
    ...sqlOtps(db),
    close: () => db.close(),
  };
}
