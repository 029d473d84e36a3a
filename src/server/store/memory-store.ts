import {
  type AuthStore,
  lookupKey,
  type OtpPurpose,
  StoreConflictError,
  type StoredOtp,
  type StoredSession,
  type StoredUser,
} from './auth-store';

/**
 * Keeps everything in memory: for tests, `latchkey/testing`, a browser, or `--memory`. Values
 * are copied in and out, so callers can never change stored data by accident.
 */
export function createMemoryStore(): AuthStore {
  const users = new Map<string, StoredUser>();
  const sessions = new Map<string, StoredSession>();
  const otps = new Map<string, StoredOtp>();

  const userKey = (appId: string, id: string) => `${appId}\u0000${id}`;
  const otpKey = (appId: string, emailKey: string, purpose: OtpPurpose) =>
    `${appId}\u0000${emailKey}\u0000${purpose}`;
  const copy = <T>(value: T): T => structuredClone(value);

  function conflict(user: StoredUser, ignoreId?: string): StoreConflictError | undefined {
    for (const other of users.values()) {
      if (other.appId !== user.appId || other.id === ignoreId) continue;
      if (lookupKey(other.email) === lookupKey(user.email)) return new StoreConflictError('email');
      if (user.username && other.username && lookupKey(other.username) === lookupKey(user.username))
        return new StoreConflictError('username');
    }
    return undefined;
  }

  function endSessionsOf(appId: string, userId: string) {
    for (const [idHash, session] of sessions) {
      if (session.appId === appId && session.userId === userId) sessions.delete(idHash);
    }
  }

  function findUser(appId: string, key: Parameters<AuthStore['getUser']>[1]) {
    if ('id' in key) return users.get(userKey(appId, key.id));
    for (const user of users.values()) {
      if (user.appId !== appId) continue;
      if ('email' in key && lookupKey(user.email) === lookupKey(key.email)) return user;
      if (
        'username' in key &&
        user.username &&
        lookupKey(user.username) === lookupKey(key.username)
      )
        return user;
    }
    return undefined;
  }

  return {
    async insertUser(user) {
      const error = conflict(user);
      if (error) throw error;
      users.set(userKey(user.appId, user.id), copy(user));
    },
    async getUser(appId, key) {
      const user = findUser(appId, key);
      return user ? copy(user) : null;
    },
    async updateUser(appId, id, changes, options = {}) {
      const current = users.get(userKey(appId, id));
      if (!current) return null;
      const next = { ...current, ...copy(changes) };
      const error = conflict(next, id);
      if (error) throw error;
      users.set(userKey(appId, id), next);
      if (options.endSessions) endSessionsOf(appId, id);
      return copy(next);
    },
    async deleteUser(appId, id) {
      const user = users.get(userKey(appId, id));
      if (!user) return false;
      users.delete(userKey(appId, id));
      endSessionsOf(appId, id);
      for (const [key, otp] of otps) if (otp.appId === appId && otp.userId === id) otps.delete(key);
      return true;
    },

    async insertSession(session) {
      sessions.set(session.idHash, copy(session));
    },
    async getSession(idHash) {
      const session = sessions.get(idHash);
      const user = session && users.get(userKey(session.appId, session.userId));
      return session && user ? { session: copy(session), user: copy(user) } : null;
    },
    async deleteSession(idHash) {
      sessions.delete(idHash);
    },

    async putOtp(otp) {
      otps.set(otpKey(otp.appId, otp.emailKey, otp.purpose), copy(otp));
    },
    async getOtp(appId, emailKey, purpose) {
      const otp = otps.get(otpKey(appId, emailKey, purpose));
      return otp ? copy(otp) : null;
    },
    async recordOtpFailure(appId, emailKey, purpose) {
      const otp = otps.get(otpKey(appId, emailKey, purpose));
      if (!otp) return 0;
      otp.attempts += 1;
      return otp.attempts;
    },
    async deleteOtp(appId, emailKey, purpose) {
      otps.delete(otpKey(appId, emailKey, purpose));
    },

    async close() {},
  };
}
