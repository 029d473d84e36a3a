import type { AuthStore } from './auth-store';
import type { SqlClient, SqlDriver } from './sql-driver';
import { type SessionRow, toSession, toUser, type UserRow } from './sql-rows';

/**
 * Whether the session `idHash` is still one of the user's, locking it until the caller's
 * transaction ends: a logout racing the caller's write waits for it, or ran first and wins.
 */
export async function sessionHolds(tx: SqlClient, appId: string, userId: string, idHash: string) {
  const rows = await tx.query(
    'select 1 from latchkey_sessions where id_hash = $1 and app_id = $2 and user_id = $3 for share',
    [idHash, appId, userId],
  );
  return rows.length > 0;
}

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
    async insertSession(session, options = {}) {
      const values = [
        session.idHash,
        session.appId,
        session.userId,
        session.createdAt,
        session.expiresAt,
      ];
      if (options.ifPasswordHash === undefined) {
        await db.query(
          'insert into latchkey_sessions (id_hash, app_id, user_id, created_at, expires_at) values ($1, $2, $3, $4, $5)',
          values,
        );
        return true;
      }
      // One statement. FOR SHARE waits for a password change in flight (it locks the user
      // row) and then re-reads the row: the new hash no longer matches, nothing is inserted.
      // A change that comes after waits for this insert and then ends the session with the rest.
      const inserted = await db.query(
        `insert into latchkey_sessions (id_hash, app_id, user_id, created_at, expires_at)
         select $1::text, $2::text, $3::text, $4::bigint, $5::bigint from latchkey_users
         where app_id = $2 and id = $3 and password_hash = $6 for share
         returning id_hash`,
        [...values, options.ifPasswordHash],
      );
      if (inserted.length === 0) return false;
      if (options.keepAtMost !== undefined) {
        await db.query(
          // The new session stays; of the others, the newest keepAtMost - 1.
          `delete from latchkey_sessions where id_hash in (
             select id_hash from latchkey_sessions
             where app_id = $1 and user_id = $2 and id_hash <> $3
             order by created_at desc, id_hash offset $4)`,
          [session.appId, session.userId, session.idHash, Math.max(0, options.keepAtMost - 1)],
        );
      }
      return true;
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
