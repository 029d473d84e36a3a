'use client';
import { useMemo, useSyncExternalStore } from 'react';
import type { AuthUser, SignedOutReason } from '../../client/types';
import { useAuthClient } from '../auth-client-context';

/** What {@link useSession} returns. */
export interface SessionState {
  /** `loading` until the service has answered once (never with an `initialSession`). */
  status: 'loading' | 'authenticated' | 'unauthenticated';
  user: AuthUser | null;
  /**
   * Why nobody is signed in: `'logout'`, `'password-changed'`, `'account-deleted'`, `'idle'`
   * (deliberate, here) or `'ended'` (expired, revoked, signed out elsewhere); `undefined` while
   * signed in and for a visitor nobody was signed in for.
   */
  reason: SignedOutReason | undefined;
  /**
   * The last check could not reach the service; the status is the last one known (`loading`
   * when none is known yet: offline is never signed out).
   */
  isOffline: boolean;
  /** Checks the session with the service now (joins a check in flight). */
  refetch: () => Promise<void>;
}

/**
 * The session: `{status, user, reason, isOffline, refetch}`, the client's own session
 * (`getSession()`, the one truth every hook, gate and form reads) through one
 * `useSyncExternalStore`. Re-renders only when it changes; mounting it anywhere sends no request
 * (the provider's one check serves every consumer).
 *
 * @example
 * const { status, user } = useSession();
 * if (status === 'authenticated') return <p>Hello {user?.name}</p>;
 */
export function useSession(): SessionState {
  const client = useAuthClient();
  // The same snapshot on a server and while hydrating: the client starts from `initialSession`.
  const session = useSyncExternalStore(client.subscribe, client.getSession, client.getSession);
  return useMemo(
    () => ({
      status: session.status === 'unknown' ? 'loading' : session.status,
      user: session.user,
      reason: session.reason,
      isOffline: session.offline === true,
      refetch: async () => {
        await client.checkUserSession();
      },
    }),
    [session, client],
  );
}
