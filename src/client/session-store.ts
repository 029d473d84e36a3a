import type {
  AuthUser,
  InitialSession,
  LocalSession,
  SessionListener,
  SignedOutReason,
} from './types';

/**
 * The client's local session: one value, its listeners, and its transitions. The one truth of
 * who is signed in: the hooks, the gates and the forms read it and nothing else keeps a copy.
 */
export interface SessionStore {
  get(): LocalSession;
  subscribe(listener: SessionListener): () => void;
  /** Signed in as `user` (null when the answer did not include one); `offline` is cleared. */
  signIn(user: AuthUser | undefined): void;
  /**
   * Signed out: drops the session cookie from the jar first, then notifies. `reason` says why;
   * none for a visitor nobody signed in for here. A signed-out session keeps its first reason.
   */
  clear(reason?: SignedOutReason): Promise<void>;
  /** Whether the last check could not reach the service (the status stays as it was). */
  setOffline(offline: boolean): void;
  /**
   * Counts the session's changes (sign-ins, sign-outs, a changed user, an operation that may end
   * the session starting or ending), so a check can tell whether its answer is still the latest.
   */
  version(): number;
  /**
   * Runs an operation that may end the session on the service and then settles it here (a
   * password change that signs in again, a deletion): a check answered meanwhile is stale, and a
   * check asked meanwhile waits for it (see {@link SessionStore.settled}).
   */
  guard<T>(run: () => Promise<T>): Promise<T>;
  /** While a guarded operation runs, a promise that resolves once none does; else `undefined`. */
  settled(): Promise<void> | undefined;
  /** Starts from a server's answer while the session is still `unknown`; a known one stays. */
  seed(initial: InitialSession): void;
}

const sameUser = (one: AuthUser | null, other: AuthUser | null) =>
  JSON.stringify(one) === JSON.stringify(other);

export function createSessionStore(dropSessionCookie: () => Promise<void>): SessionStore {
  let session: LocalSession = { status: 'unknown', user: null };
  const listeners = new Set<SessionListener>();
  let changes = 0;
  let guarded: Promise<unknown> = Promise.resolve();
  let guards = 0;

  const publish = (next: LocalSession) => {
    session = next;
    for (const listener of [...listeners]) listener(session);
  };

  const set = (next: LocalSession) => {
    changes += 1;
    // A check that returns the same user again is not a change (a signed-out session keeps why).
    if (next.status === session.status && sameUser(next.user, session.user) && !session.offline)
      return;
    publish(next);
  };

  return {
    get: () => session,
    version: () => changes,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    signIn(user) {
      set({ status: 'authenticated', user: user ?? null });
    },
    seed(initial) {
      if (session.status !== 'unknown') return;
      set(
        initial.authenticated
          ? { status: 'authenticated', user: initial.user ?? null }
          : { status: 'unauthenticated', user: null },
      );
    },
    async clear(reason) {
      await dropSessionCookie();
      if (session.status === 'unauthenticated') {
        changes += 1;
        if (session.offline) publish({ ...session, offline: false });
        return;
      }
      set(reason ? { status: 'unauthenticated', user: null, reason } : signedOut());
    },
    setOffline(offline) {
      if (!!session.offline === offline) return;
      const { offline: _was, ...rest } = session;
      publish(offline ? { ...rest, offline: true } : rest);
    },
    async guard(run) {
      guards += 1;
      changes += 1;
      const done = run();
      guarded = Promise.allSettled([guarded, done]);
      try {
        return await done;
      } finally {
        guards -= 1;
        changes += 1;
      }
    },
    settled() {
      if (guards === 0) return undefined;
      return (async () => {
        while (guards > 0) await guarded;
      })();
    },
  };
}

const signedOut = (): LocalSession => ({ status: 'unauthenticated', user: null });
