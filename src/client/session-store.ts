import type {
  AuthUser,
  InitialSession,
  LocalSession,
  SessionListener,
  SignedOutReason,
} from './types';

/** The client's local session: a value, its listeners, and the two transitions the spec has. */
export interface SessionStore {
  get(): LocalSession;
  subscribe(listener: SessionListener): () => void;
  /** Signed in as `user` (null when the answer did not include one). */
  signIn(user: AuthUser | undefined): void;
  /**
   * Signed out: drops the session cookie from the jar first, then notifies. `reason` says why
   * (`'logout'`); a later check that finds the session still signed out keeps it.
   */
  clear(reason?: SignedOutReason): Promise<void>;
  /** Counts sign-ins and sign-outs, so a check can tell whether its answer is still the latest. */
  version(): number;
  /** Starts from a server's answer while the session is still `unknown`; a known one stays. */
  seed(initial: InitialSession): void;
}

export function createSessionStore(dropSessionCookie: () => Promise<void>): SessionStore {
  let session: LocalSession = { status: 'unknown', user: null };
  const listeners = new Set<SessionListener>();
  let transitions = 0;

  const set = (next: LocalSession) => {
    transitions += 1;
    // A check that returns the same user again is not a change (a signed-out session keeps why).
    if (
      next.status === session.status &&
      JSON.stringify(next.user) === JSON.stringify(session.user)
    )
      return;
    session = next;
    for (const listener of [...listeners]) listener(session);
  };

  const signedOut: LocalSession = { status: 'unauthenticated', user: null };

  return {
    get: () => session,
    version: () => transitions,
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
      if (session.status === 'unknown') {
        set(
          initial.authenticated
            ? { status: 'authenticated', user: initial.user ?? null }
            : signedOut,
        );
      }
    },
    async clear(reason) {
      await dropSessionCookie();
      set(reason ? { ...signedOut, reason } : signedOut);
    },
  };
}
