import type { AuthStore, StoredSession, StoredUser } from './auth-store';

type SessionEntry = { session: StoredSession; user: StoredUser };

/**
 * Serves session look-ups from memory, for a store that only this process writes (PGlite):
 * a session check then costs no query. Every write through the store drops what it could
 * have made stale; a look-up that raced with a write is not cached.
 */
export function withSessionCache(store: AuthStore, maxEntries = 10_000): AuthStore {
  const cache = new Map<string, SessionEntry>();
  let writes = 0;

  const forgetUser = (appId: string, userId: string) => {
    writes += 1;
    for (const [idHash, { session }] of cache) {
      if (session.appId === appId && session.userId === userId) cache.delete(idHash);
    }
  };

  return {
    ...store,
    async getSession(idHash) {
      const hit = cache.get(idHash);
      if (hit) return structuredClone(hit);
      const before = writes;
      const found = await store.getSession(idHash);
      if (found && writes === before) {
        if (cache.size >= maxEntries) cache.delete(cache.keys().next().value ?? '');
        cache.set(idHash, structuredClone(found));
      }
      return found;
    },
    // Adding a session may end the user's oldest ones (InsertSessionOptions.keepAtMost).
    async insertSession(session, options) {
      try {
        return await store.insertSession(session, options);
      } finally {
        forgetUser(session.appId, session.userId);
      }
    },
    async deleteSession(idHash) {
      try {
        await store.deleteSession(idHash);
      } finally {
        writes += 1;
        cache.delete(idHash);
      }
    },
    async updateUser(appId, id, changes, options) {
      try {
        return await store.updateUser(appId, id, changes, options);
      } finally {
        forgetUser(appId, id);
      }
    },
    async deleteUser(appId, id, options) {
      try {
        return await store.deleteUser(appId, id, options);
      } finally {
        forgetUser(appId, id);
      }
    },
  };
}
