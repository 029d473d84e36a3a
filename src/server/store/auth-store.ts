/**
 * What the reference service keeps, behind one small interface. Every store (memory, PGlite,
 * PostgreSQL) passes the same conformance suite (test/server/store-conformance.ts).
 */

import type { CounterStore } from './counter-store';

/** A user as stored: the public record plus what never leaves the service. */
export interface StoredUser {
  id: string;
  appId: string;
  name: string;
  /** As given, trimmed and NFC. Unique per app, compared by lookupKey. */
  email: string;
  /**
   * Unique per app when set, compared by its confusable skeleton (usernameSkeleton: case,
   * full-width forms and Cyrillic or Greek look-alikes of Latin letters fold together).
   */
  username: string | null;
  phone: string | null;
  address: string | null;
  avatarUrl: string | null;
  isActive: boolean | null;
  role: string | null;
  settings: unknown;
  packageInfo: unknown;
  notifications: unknown;
  extraInfo: unknown;
  /** Application fields sent at signup beyond the named ones. */
  extra: Record<string, unknown>;
  emailVerified: boolean;
  /** scrypt hash with its parameters (see password-hash.ts). Never returned. */
  passwordHash: string;
  createdAt: number;
  updatedAt: number;
}

/** Fields of a user that an update may change. */
export type UserChanges = Partial<Omit<StoredUser, 'id' | 'appId' | 'createdAt'>>;

/** A session: only the SHA-256 of its cookie value is kept. */
export interface StoredSession {
  idHash: string;
  appId: string;
  userId: string;
  createdAt: number;
  expiresAt: number;
}

/** What an OTP is for. */
export type OtpPurpose = 'verify-email' | 'reset-password';

/** A one-time code: one live code per (app, email, purpose); only its salted hash is kept. */
export interface StoredOtp {
  appId: string;
  /** The email's lookupKey. */
  emailKey: string;
  purpose: OtpPurpose;
  userId: string;
  codeHash: string;
  expiresAt: number;
  /** Wrong tries so far. */
  attempts: number;
}

/** How updateUser applies its changes. */
export interface UpdateUserOptions {
  /** End the user's sessions in the same transaction. */
  endSessions?: boolean;
  /** With `endSessions`: the session (its idHash) that lives on, the caller's own. */
  keepSession?: string;
  /** Update only while the user's email has this lookupKey (what a code was mailed to). */
  ifEmailKey?: string;
  /**
   * Update only while this session (its idHash) is still one of the user's: a write checked
   * against a session does not land after a logout or a password change ended it.
   */
  ifSession?: string;
  /**
   * Update only while the user's password hash is still this one: a write that checked the
   * current password does not land after the password changed.
   */
  ifPasswordHash?: string;
  /**
   * Called with the user as it would be after the update, inside the write's transaction (the
   * row locked): a throw refuses the update and is rethrown. Rules over the whole record (the
   * documents' size together) hold however updates race.
   */
  validate?: (next: StoredUser) => void;
}

/** How insertSession guards the session it adds. */
export interface InsertSessionOptions {
  /**
   * Insert only while the user exists and its password hash is still this one (the hash the
   * login checked), in one atomic step: a login racing a change or reset of the password
   * never leaves a session behind it.
   */
  ifPasswordHash?: string;
  /**
   * Then keep at most this many sessions of the user, ending the oldest (by createdAt) first:
   * a stolen password cannot pile up sessions without bound, nor the owner lose the newest.
   */
  keepAtMost?: number;
}

/** How deleteUser guards the deletion. */
export interface DeleteUserOptions {
  /** Delete only while this session (its idHash) is still one of the user's. */
  ifSession?: string;
}

/**
 * Looks a user up by one unique key. Email matches case-insensitively, username by its
 * confusable skeleton.
 */
export type UserKey = { id: string } | { email: string } | { username: string };

/** Thrown by insertUser and updateUser when an email or username is taken. */
export class StoreConflictError extends Error {
  override name = 'StoreConflictError';
  constructor(readonly field: 'email' | 'username') {
    super(`${field} is taken`);
  }
}

export interface AuthStore {
  /** Adds a user; StoreConflictError when its email or username is taken in the app. */
  insertUser(user: StoredUser): Promise<void>;
  getUser(appId: string, key: UserKey): Promise<StoredUser | null>;
  /**
   * Applies `changes` and returns the updated user (null when there is none, or when a
   * condition of `options` no longer holds: `ifEmailKey`, `ifSession`, `ifPasswordHash`,
   * each checked in the transaction of the write). In the same transaction:
   * with `endSessions`, every session of the user ends but `keepSession`; and when the email's
   * lookupKey changes, every pending code of the user is deleted (it was mailed elsewhere).
   */
  updateUser(
    appId: string,
    id: string,
    changes: UserChanges,
    options?: UpdateUserOptions,
  ): Promise<StoredUser | null>;
  /**
   * Deletes the user with its sessions and codes; false when there was none (or when
   * `ifSession` is given and that session ended).
   */
  deleteUser(appId: string, id: string, options?: DeleteUserOptions): Promise<boolean>;

  /**
   * Adds a session; false (nothing added) when `ifPasswordHash` is given and the user is gone
   * or its password hash changed.
   */
  insertSession(session: StoredSession, options?: InsertSessionOptions): Promise<boolean>;
  /** The session and its user, or null (expiry is the caller's business). */
  getSession(idHash: string): Promise<{ session: StoredSession; user: StoredUser } | null>;
  deleteSession(idHash: string): Promise<void>;

  /** Stores a code, replacing any live code for the same app, email and purpose. */
  putOtp(otp: StoredOtp): Promise<void>;
  getOtp(appId: string, emailKey: string, purpose: OtpPurpose): Promise<StoredOtp | null>;
  /**
   * Reserves one try at the code in one atomic step: its `attempts` grow by one unless they
   * already reached `maxTries`. Returns the code as it is after that, or null when there is
   * none or its tries are used up, so concurrent checks never get more than `maxTries`.
   */
  reserveOtpTry(
    appId: string,
    emailKey: string,
    purpose: OtpPurpose,
    maxTries: number,
  ): Promise<StoredOtp | null>;
  /**
   * Deletes the code in one atomic step if its hash is still `codeHash`, and returns it; null
   * when it is gone or was replaced (so two checks never both consume one code).
   */
  takeOtp(
    appId: string,
    emailKey: string,
    purpose: OtpPurpose,
    codeHash: string,
  ): Promise<StoredOtp | null>;

  /**
   * The secret named `name`, made at random the first time and kept from then on (the key the
   * device cookie is signed with). A store several services share (PostgreSQL) gives them all
   * the same one; without this method a service makes its own at start.
   */
  sharedSecret?(name: string): Promise<string>;

  /**
   * Rate-limit counters shared by every service on this store (PostgreSQL). Without them a
   * service counts its limits in its own memory (one process owns a memory or PGlite store).
   */
  counters?: CounterStore;

  close(): Promise<void>;
}

/**
 * The key an email or username is compared and indexed by: trimmed, lower-cased, then Unicode
 * NFC, so `é` as one code point and as `e` plus a combining accent are one address.
 */
export const lookupKey = (value: string) => value.trim().toLowerCase().normalize('NFC');
