import {
  type AuthStore,
  lookupKey,
  StoreConflictError,
  type StoredOtp,
  type StoredSession,
  type StoredUser,
} from './auth-store';
import type { SqlClient, SqlDriver } from './sql-driver';

// One schema for PGlite and PostgreSQL. A user is a JSON document plus the columns that are
// looked up or must stay unique; the password hash has its own column and never enters `data`.
const schema = `
create table if not exists latchkey_users (
  app_id text not null,
  id text not null,
  email_key text not null,
  username_key text,
  password_hash text not null,
  data jsonb not null,
  primary key (app_id, id)
);
create unique index if not exists latchkey_users_email on latchkey_users (app_id, email_key);
create unique index if not exists latchkey_users_username
  on latchkey_users (app_id, username_key) where username_key is not null;
create table if not exists latchkey_sessions (
  id_hash text primary key,
  app_id text not null,
  user_id text not null,
  created_at bigint not null,
  expires_at bigint not null
);
create index if not exists latchkey_sessions_user on latchkey_sessions (app_id, user_id);
create table if not exists latchkey_otps (
  app_id text not null,
  email_key text not null,
  purpose text not null,
  user_id text not null,
  code_hash text not null,
  expires_at bigint not null,
  attempts integer not null,
  primary key (app_id, email_key, purpose)
);
`;

interface UserRow {
  password_hash: string;
  data: Omit<StoredUser, 'passwordHash'>;
}
interface SessionRow {
  id_hash: string;
  app_id: string;
  user_id: string;
  created_at: string | number;
  expires_at: string | number;
}
interface OtpRow {
  app_id: string;
  email_key: string;
  purpose: StoredOtp['purpose'];
  user_id: string;
  code_hash: string;
  expires_at: string | number;
  attempts: number;
}

const toUser = (row: UserRow): StoredUser => ({ ...row.data, passwordHash: row.password_hash });
const toSession = (row: SessionRow): StoredSession => ({
  idHash: row.id_hash,
  appId: row.app_id,
  userId: row.user_id,
  createdAt: Number(row.created_at),
  expiresAt: Number(row.expires_at),
});
const toOtp = (row: OtpRow): StoredOtp => ({
  appId: row.app_id,
  emailKey: row.email_key,
  purpose: row.purpose,
  userId: row.user_id,
  codeHash: row.code_hash,
  expiresAt: Number(row.expires_at),
  attempts: Number(row.attempts),
});

function userColumns(user: StoredUser) {
  const { passwordHash, ...data } = user;
  return [
    user.appId,
    user.id,
    lookupKey(user.email),
    user.username ? lookupKey(user.username) : null,
    passwordHash,
    JSON.stringify(data),
  ];
}

/** Turns a unique violation into the StoreConflictError the service understands. */
function conflictOf(error: unknown): unknown {
  const { code, constraint, message } = (error ?? {}) as Record<string, unknown>;
  if (code !== '23505') return error;
  const where = `${constraint ?? ''} ${message ?? ''}`;
  return new StoreConflictError(where.includes('username') ? 'username' : 'email');
}

const userSelect = 'select password_hash, data from latchkey_users';

/** A store on PostgreSQL (PGlite or a server), creating its tables when they are missing. */
export async function createSqlStore(db: SqlDriver): Promise<AuthStore> {
  await db.exec(schema);

  const endSessions = (tx: SqlClient, appId: string, userId: string, keep = '') =>
    tx.query('delete from latchkey_sessions where app_id = $1 and user_id = $2 and id_hash <> $3', [
      appId,
      userId,
      keep,
    ]);
  const deleteOtpsOf = (tx: SqlClient, appId: string, userId: string) =>
    tx.query('delete from latchkey_otps where app_id = $1 and user_id = $2', [appId, userId]);

  return {
    async insertUser(user) {
      await db
        .query(
          'insert into latchkey_users (app_id, id, email_key, username_key, password_hash, data) values ($1, $2, $3, $4, $5, $6::jsonb)',
          userColumns(user),
        )
        .catch((error: unknown) => {
          throw conflictOf(error);
        });
    },

    async getUser(appId, key) {
      const [column, value] =
        'id' in key
          ? ['id', key.id]
          : 'email' in key
            ? ['email_key', lookupKey(key.email)]
            : ['username_key', lookupKey(key.username)];
      const [row] = await db.query<UserRow>(`${userSelect} where app_id = $1 and ${column} = $2`, [
        appId,
        value,
      ]);
      return row ? toUser(row) : null;
    },

    updateUser(appId, id, changes, options = {}) {
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
          const next = { ...current, ...changes };
          const [, , emailKey, usernameKey, passwordHash, data] = userColumns(next);
          await tx.query(
            'update latchkey_users set email_key = $3, username_key = $4, password_hash = $5, data = $6::jsonb where app_id = $1 and id = $2',
            [appId, id, emailKey, usernameKey, passwordHash, data],
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

    deleteUser(appId, id) {
      return db.transaction(async (tx) => {
        const deleted = await tx.query(
          'delete from latchkey_users where app_id = $1 and id = $2 returning id',
          [appId, id],
        );
        await endSessions(tx, appId, id);
        await deleteOtpsOf(tx, appId, id);
        return deleted.length > 0;
      });
    },

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

    async putOtp(otp) {
      await db.query(
        `insert into latchkey_otps (app_id, email_key, purpose, user_id, code_hash, expires_at, attempts)
         values ($1, $2, $3, $4, $5, $6, $7)
         on conflict (app_id, email_key, purpose) do update set user_id = excluded.user_id,
           code_hash = excluded.code_hash, expires_at = excluded.expires_at, attempts = excluded.attempts`,
        [
          otp.appId,
          otp.emailKey,
          otp.purpose,
          otp.userId,
          otp.codeHash,
          otp.expiresAt,
          otp.attempts,
        ],
      );
    },

    async getOtp(appId, emailKey, purpose) {
      const [row] = await db.query<OtpRow>(
        'select * from latchkey_otps where app_id = $1 and email_key = $2 and purpose = $3',
        [appId, emailKey, purpose],
      );
      return row ? toOtp(row) : null;
    },

    // One statement each: concurrent checks (several services on one database) cannot
    // interleave between reading the tries and counting one.
    async reserveOtpTry(appId, emailKey, purpose, maxTries) {
      const [row] = await db.query<OtpRow>(
        `update latchkey_otps set attempts = attempts + 1
         where app_id = $1 and email_key = $2 and purpose = $3 and attempts < $4 returning *`,
        [appId, emailKey, purpose, maxTries],
      );
      return row ? toOtp(row) : null;
    },

    async takeOtp(appId, emailKey, purpose, codeHash) {
      const [row] = await db.query<OtpRow>(
        `delete from latchkey_otps
         where app_id = $1 and email_key = $2 and purpose = $3 and code_hash = $4 returning *`,
        [appId, emailKey, purpose, codeHash],
      );
      return row ? toOtp(row) : null;
    },

    close: () => db.close(),
  };
}
