import { emailSkeleton } from '../email-skeleton';
import { usernameSkeleton } from '../username-skeleton';
import {
  type AuthStore,
  lookupKey,
  type OtpPurpose,
  StoreConflictError,
  type StoredOtp,
  type StoredUser,
  type UpdateUserOptions,
} from './auth-store';
import { createSessionTable } from './memory-sessions';

/**
 * Keeps everything in memory: for tests, `latchkey/testing`, a browser, or `--memory`. Values
 * are copied in and out, so callers can never change stored data by accident.
 */
export function createMemoryStore(): AuthStore {
  const users = new Map<string, StoredUser>();
  const { sessions, addSession, removeSession, endSessionsOf, keepNewest } = createSessionTable();
  const otps = new Map<string, StoredOtp>();

  const userKey = (appId: string, id: string) => `${appId}\u0000${id}`;
  const otpKey = (appId: string, emailKey: string, purpose: OtpPurpose) =>
    `${appId}\u0000${emailKey}\u0000${purpose}`;
  const copy = <T>(value: T): T => structuredClone(value);

  // Unique keys → user id, so look-ups and conflict checks never scan every user.
  const byEmail = new Map<string, string>();
  const byUsername = new Map<string, string>();
  // Emails also by their confusable skeleton (email-skeleton.ts): look-alikes and spellings of
  // one mailbox are one account. Look-ups stay by the email itself (a look-alike signs in to
  // nothing). The skeleton is async (its Punycode decoder loads on first use), so each write
  // computes it before its synchronous check; `skeletons` keeps each user's, to unindex it.
  const byEmailSkeleton = new Map<string, string>();
  const skeletons = new Map<string, string>();
  const emailOf = (user: StoredUser) => userKey(user.appId, lookupKey(user.email));
  // Usernames by their confusable skeleton: look-alikes are one username.
  const usernameOf = (user: StoredUser) =>
    user.username ? userKey(user.appId, usernameSkeleton(user.username)) : undefined;

  /**
   * The field `user` (with email skeleton `skeleton`) would take from another user, in the order
   * PostgreSQL's unique indexes are checked: email, username, email skeleton.
   */
  function conflict(user: StoredUser, skeleton: string): StoreConflictError | undefined {
    const taken = (owner: string | undefined) => owner !== undefined && owner !== user.id;
    if (taken(byEmail.get(emailOf(user)))) return new StoreConflictError('email');
    const username = usernameOf(user);
    if (username !== undefined && taken(byUsername.get(username)))
      return new StoreConflictError('username');
    if (taken(byEmailSkeleton.get(userKey(user.appId, skeleton))))
      return new StoreConflictError('email');
    return undefined;
  }

  function index(user: StoredUser, skeleton: string) {
    byEmail.set(emailOf(user), user.id);
    byEmailSkeleton.set(userKey(user.appId, skeleton), user.id);
    skeletons.set(userKey(user.appId, user.id), skeleton);
    const username = usernameOf(user);
    if (username !== undefined) byUsername.set(username, user.id);
  }

  function unindex(user: StoredUser) {
    byEmail.delete(emailOf(user));
    byEmailSkeleton.delete(userKey(user.appId, skeletons.get(userKey(user.appId, user.id)) ?? ''));
    skeletons.delete(userKey(user.appId, user.id));
    const username = usernameOf(user);
    if (username !== undefined) byUsername.delete(username);
  }

  function deleteOtpsOf(appId: string, userId: string) {
    for (const [key, otp] of otps)
      if (otp.appId === appId && otp.userId === userId) otps.delete(key);
  }

  /** Whether the session and password conditions of a write still hold for `user`. */
  function holds(user: StoredUser, options: UpdateUserOptions) {
    if (options.ifPasswordHash !== undefined && user.passwordHash !== options.ifPasswordHash)
      return false;
    if (options.ifSession === undefined) return true;
    const session = sessions.get(options.ifSession);
    return session?.appId === user.appId && session.userId === user.id;
  }

  function findUser(appId: string, key: Parameters<AuthStore['getUser']>[1]) {
    const id =
      'id' in key
        ? key.id
        : 'email' in key
          ? byEmail.get(userKey(appId, lookupKey(key.email)))
          : byUsername.get(userKey(appId, usernameSkeleton(key.username)));
    return id === undefined ? undefined : users.get(userKey(appId, id));
  }

  return {
    async insertUser(user) {
      const skeleton = await emailSkeleton(user.email);
      const error = conflict(user, skeleton);
      if (error) throw error;
      users.set(userKey(user.appId, user.id), copy(user));
      index(user, skeleton);
    },
    async getUser(appId, key) {
      const user = findUser(appId, key);
      return user ? copy(user) : null;
    },
    async updateUser(appId, id, changes, options = {}) {
      const newSkeleton =
        changes.email === undefined ? undefined : await emailSkeleton(changes.email);
      const current = users.get(userKey(appId, id));
      if (!current) return null;
      if (options.ifEmailKey !== undefined && lookupKey(current.email) !== options.ifEmailKey)
        return null;
      if (!holds(current, options)) return null;
      const next = { ...current, ...copy(changes) };
      options.validate?.(copy(next));
      const skeleton = newSkeleton ?? skeletons.get(userKey(appId, id)) ?? '';
      const error = conflict(next, skeleton);
      if (error) throw error;
      unindex(current);
      users.set(userKey(appId, id), next);
      index(next, skeleton);
      if (options.endSessions) endSessionsOf(appId, id, options.keepSession);
      if (lookupKey(next.email) !== lookupKey(current.email)) deleteOtpsOf(appId, id);
      return copy(next);
    },
    async deleteUser(appId, id, options = {}) {
      const user = users.get(userKey(appId, id));
      if (!user || !holds(user, options)) return false;
      users.delete(userKey(appId, id));
      unindex(user);
      endSessionsOf(appId, id);
      deleteOtpsOf(appId, id);
      return true;
    },

    // Checked and written before any await: a password change cannot come in between.
    async insertSession(session, options = {}) {
      if (options.ifPasswordHash !== undefined) {
        const user = users.get(userKey(session.appId, session.userId));
        if (user?.passwordHash !== options.ifPasswordHash) return false;
      }
      removeSession(session.idHash);
      addSession(session);
      if (options.keepAtMost !== undefined) keepNewest(session, options.keepAtMost);
      return true;
    },
    async getSession(idHash) {
      const session = sessions.get(idHash);
      const user = session && users.get(userKey(session.appId, session.userId));
      return session && user ? { session: copy(session), user: copy(user) } : null;
    },
    async deleteSession(idHash) {
      removeSession(idHash);
    },

    // Deleted and set again, so the Map stays in the order codes were written, which is the
    // order they expire (one life for every code): a sweep stops at the first live one.
    async putOtp(otp) {
      const key = otpKey(otp.appId, otp.emailKey, otp.purpose);
      otps.delete(key);
      otps.set(key, copy(otp));
    },
    async deleteExpiredOtps(before) {
      for (const [key, otp] of otps) {
        if (otp.expiresAt > before) break;
        otps.delete(key);
      }
    },
    async getOtp(appId, emailKey, purpose) {
      const otp = otps.get(otpKey(appId, emailKey, purpose));
      return otp ? copy(otp) : null;
    },
    // Each runs to its end before its first await: concurrent calls cannot interleave.
    async reserveOtpTry(appId, emailKey, purpose, maxTries) {
      const otp = otps.get(otpKey(appId, emailKey, purpose));
      if (!otp || otp.attempts >= maxTries) return null;
      otp.attempts += 1;
      return copy(otp);
    },
    async takeOtp(appId, emailKey, purpose, codeHash) {
      const key = otpKey(appId, emailKey, purpose);
      const otp = otps.get(key);
      if (!otp || otp.codeHash !== codeHash) return null;
      otps.delete(key);
      return copy(otp);
    },

    async close() {},
  };
}
