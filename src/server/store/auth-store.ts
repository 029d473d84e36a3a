// What the reference service keeps, behind one small interface. Every store (memory, PGlite,
// PostgreSQL) passes the same conformance suite (test/server/store-conformance.ts). The records
// are in stored-records.ts, a write's conditions in store-options.ts.

import type { CounterStore } from './counter-store';
import type { DeleteUserOptions, InsertSessionOptions, UpdateUserOptions } from './store-options';
import type {
  OtpPurpose,
  StoredOtp,
  StoredSession,
  StoredUser,
  UserChanges,
  UserKey,
} from './stored-records';

export type { DeleteUserOptions, InsertSessionOptions, UpdateUserOptions } from './store-options';
export type {
  OtpPurpose,
  StoredOtp,
  StoredSession,
  StoredUser,
  UserChanges,
  UserKey,
} from './stored-records';
export { lookupKey } from './stored-records';

/**
 * Thrown by insertUser and updateUser when an email or username is taken: the same or a
 * look-alike one (the same confusable skeleton) belongs to another user of the app.
 */
export class StoreConflictError extends Error {
  override name = 'StoreConflictError';
  constructor(readonly field: 'email' | 'username') {
    super(`${field} is taken`);
  }
}

/** Users, sessions, codes and (optionally) shared limits: one implementation per storage. */
export interface AuthStore {
  /**
   * Adds a user; StoreConflictError when its email or username, or a look-alike of either, is
   * taken in the app (checked in the order: email, username, email look-alike).
   */
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
   * Deletes every code that expired at or before `before` (decoys for unknown emails included,
   * which nothing else deletes). Optional: without it codes stay until replaced or used.
   */
  deleteExpiredOtps?(before: number): Promise<void>;

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
