import { usernameSkeleton } from '../username-skeleton';
import { lookupKey, type StoredOtp, type StoredSession, type StoredUser } from './auth-store';

// One schema for PGlite and PostgreSQL. A user is a JSON document plus the columns that are
// looked up or must stay unique; the password hash has its own column and never enters `data`.
export const schema: string = `
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
alter table latchkey_users add column if not exists username_skeleton text;
create unique index if not exists latchkey_users_username_skeleton
  on latchkey_users (app_id, username_skeleton) where username_skeleton is not null;
alter table latchkey_users add column if not exists email_skeleton text;
create unique index if not exists latchkey_users_email_skeleton
  on latchkey_users (app_id, email_skeleton) where email_skeleton is not null;
create table if not exists latchkey_secrets (
  name text primary key,
  value text not null
);
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
create index if not exists latchkey_otps_expires_at on latchkey_otps (expires_at);
`;

/** A row of `latchkey_users` as selected (`password_hash, data`). */
export interface UserRow {
  password_hash: string;
  data: Omit<StoredUser, 'passwordHash'>;
}
/** A row of `latchkey_sessions`. */
export interface SessionRow {
  id_hash: string;
  app_id: string;
  user_id: string;
  created_at: string | number;
  expires_at: string | number;
}
/** A row of `latchkey_otps`. */
export interface OtpRow {
  app_id: string;
  email_key: string;
  purpose: StoredOtp['purpose'];
  user_id: string;
  code_hash: string;
  expires_at: string | number;
  attempts: number;
}

export const toUser = (row: UserRow): StoredUser => ({
  ...row.data,
  passwordHash: row.password_hash,
});
export const toSession = (row: SessionRow): StoredSession => ({
  idHash: row.id_hash,
  appId: row.app_id,
  userId: row.user_id,
  createdAt: Number(row.created_at),
  expiresAt: Number(row.expires_at),
});
export const toOtp = (row: OtpRow): StoredOtp => ({
  appId: row.app_id,
  emailKey: row.email_key,
  purpose: row.purpose,
  userId: row.user_id,
  codeHash: row.code_hash,
  expiresAt: Number(row.expires_at),
  attempts: Number(row.attempts),
});

/**
 * The column values of a user: app_id, id, email_key, username_key, password_hash, data,
 * username_skeleton (the unique one: look-alike usernames are one username). The eighth,
 * email_skeleton, is the caller's (emailSkeleton is async: look-alike emails are one account).
 */
export function userColumns(user: StoredUser) {
  const { passwordHash, ...data } = user;
  return [
    user.appId,
    user.id,
    lookupKey(user.email),
    user.username ? lookupKey(user.username) : null,
    passwordHash,
    JSON.stringify(data),
    user.username ? usernameSkeleton(user.username) : null,
  ];
}
