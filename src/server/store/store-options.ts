// The conditions a store checks inside a write's own transaction (see AuthStore): what makes
// a write that raced a logout, a password change or an email change land nowhere.

import type { StoredUser } from './stored-records';

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
