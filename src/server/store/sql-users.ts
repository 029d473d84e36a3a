import { emailSkeleton } from '../email-skeleton';
import { usernameSkeleton } from '../username-skeleton';
import { type AuthStore, lookupKey, StoreConflictError } from './auth-store';
import type { SqlDriver } from './sql-driver';
import { deleteOtpsOf } from './sql-otps';
import { toUser, type UserRow, userColumns } from './sql-rows';
import { endSessions, sessionHolds } from './sql-sessions';

/** Turns a unique violation into the StoreConflictError the service understands. */
function conflictOf(error: unknown): unknown {
  const { code, constraint, message } = (error ?? {}) as Record<string, unknown>;
  if (code !== '23505') return error;
  const where = `${constraint ?? ''} ${message ?? ''}`;
  return new StoreConflictError(where.includes('username') ? 'username' : 'email');
}

const userSelect = 'select password_hash, data from latchkey_users';

/** The user half of a SQL store; an update or delete ends sessions and codes with it. */
export function sqlUsers(
  db: SqlDriver,
): Pick<AuthStore, 'insertUser' | 'getUser' | 'updateUser' | 'deleteUser'> {
  return {
    async insertUser(user) {
      const skeleton = await emailSkeleton(user.email);
      await db
        .query(
          'insert into latchkey_users (app_id, id, email_key, username_key, password_hash, data, username_skeleton, email_skeleton) values ($1, $2, $3, $4, $5, $6::jsonb, $7, $8)',
          [...userColumns(user), skeleton],
        )
        .catch((error: unknown) => {
          throw conflictOf(error);
        });
    },

    async getUser(appId, key) {
      if ('username' in key) {
        // By skeleton; a row from before skeletons whose skeleton another row took (two
        // look-alikes made back then) keeps none and is found by its own spelling.
        const [row] = await db.query<UserRow>(
          `${userSelect} where app_id = $1 and (username_skeleton = $2
             or (username_skeleton is null and username_key = $3))
           order by username_skeleton is null limit 1`,
          [appId, usernameSkeleton(key.username), lookupKey(key.username)],
        );
        return row ? toUser(row) : null;
      }
      const [column, value] = 'id' in key ? ['id', key.id] : ['email_key', lookupKey(key.email)];
      const [row] = await db.query<UserRow>(`${userSelect} where app_id = $1 and ${column} = $2`, [
        appId,
        value,
      ]);
      return row ? toUser(row) : null;
    },

    async updateUser(appId, id, changes, options = {}) {
      const newSkeleton = changes.email === undefined ? null : await emailSkeleton(changes.email);
      return db
        .transaction(async (tx) => {
          const [row] = await tx.query<UserRow>(
            `${userSelect} where app_id = $1 and id = $2 for update`,
            [appId, id],
          );
          if (!row) return null;
          const current = toUser(row);
          if (options.ifEmailKey !== undefined && lookupKey(current.email) !== options.ifEmailKey)
            return null;
          if (
            options.ifPasswordHash !== undefined &&
            current.passwordHash !== options.ifPasswordHash
          )
            return null;
          if (
            options.ifSession !== undefined &&
            !(await sessionHolds(tx, appId, id, options.ifSession))
          )
            return null;
          const next = { ...current, ...changes };
          options.validate?.(structuredClone(next));
          const [, , emailKey, usernameKey, passwordHash, data, nameSkeleton] = userColumns(next);
          // A skeleton is written only with a new spelling: a look-alike twin from before
          // skeletons (kept without one, see sql-store.ts) can still change its other fields.
          await tx.query(
            `update latchkey_users set email_key = $3, username_key = $4, password_hash = $5,
               data = $6::jsonb,
               username_skeleton = case when $9::boolean then username_skeleton else $7 end,
               email_skeleton = case when $10::boolean then email_skeleton else $8 end
             where app_id = $1 and id = $2`,
            [
              appId,
              id,
              emailKey,
              usernameKey,
              passwordHash,
              data,
              nameSkeleton,
              newSkeleton,
              next.username === current.username,
              next.email === current.email,
            ],
          );
          if (options.endSessions) await endSessions(tx, appId, id, options.keepSession);
          // Codes mailed to the old address die with it.
          if (emailKey !== lookupKey(current.email)) await deleteOtpsOf(tx, appId, id);
          return next;
        })
        .catch((error: unknown) => {
          throw conflictOf(error);
        });
    },

    deleteUser(appId, id, options = {}) {
      return db.transaction(async (tx) => {
        // The user row first (as updateUser locks it), then the session the caller checked.
        const [row] = await tx.query(
          'select 1 from latchkey_users where app_id = $1 and id = $2 for update',
          [appId, id],
        );
        if (!row) return false;
        if (
          options.ifSession !== undefined &&
          !(await sessionHolds(tx, appId, id, options.ifSession))
        )
          return false;
        const deleted = await tx.query(
          'delete from latchkey_users where app_id = $1 and id = $2 returning id',
          [appId, id],
        );
        await endSessions(tx, appId, id);
        await deleteOtpsOf(tx, appId, id);
        return deleted.length > 0;
      });
    },
  };
}
