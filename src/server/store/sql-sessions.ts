import type { AuthStore } from './auth-store';
import type { SqlClient, SqlDriver } from './sql-driver';
import { type SessionRow, toSession, toUser, type UserRow } from './sql-rows';

/** Ends every session of a user but `keep` (inside the caller's transaction). */
export const endSessions = (tx: SqlClient, appId: string, userId: string, keep = '') =>
  tx.query('delete from latchkey_sessions where app_id = $1 and user_id = $2 and id_hash <> $3', [
    appId,
    userId,
    keep,
  ]);

/** The session half of a SQL store. */
export function sqlSessions(
  db: SqlDriver,
): Pick<AuthStore, 'insertSession' | 'getSession' | 'deleteSession'> {
  return {
    async insertSession(session) {
      await db.query(
        'insert into latchkey_sessions (id_hash, app_id, user_id, created_at, expires_at) values ($1, $2, $3, $4, $5)',
        [session.idHash, session.appId, session.userId, session.createdAt, session.expiresAt],
      );
    },

    async getSession(idHash) {
      const [row] = await db.query<SessionRow & UserRow>(
        `select s.*, u.password_hash, u.data from latchkey_sessions s
         join latchkey_users u on u.app_id = s.app_id and u.id = s.user_id
         where s.id_hash = $1`,
        [idHash],
      );
      return row ? { session: toSession(row), user: toUser(row) } : null;
    },

    async deleteSession(idHash) {
      await db.query('delete from latchkey_sessions where id_hash = $1', [idHash]);
    },
  };
}
