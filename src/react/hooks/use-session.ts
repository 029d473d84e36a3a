'use client';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import type { AuthUser, SignedOutReason } from '../../client/types';
import { useAuthClient } from '../auth-client-context';
import { authKeys } from '../auth-keys';
import { checkSession } from '../check-session';
import type { SessionSnapshot } from '../session-snapshot';

/** What {@link useSession} returns. */
export interface SessionState {
  /** `loading` until the first check answers (never with an `initialSession`). */
  status: 'loading' | 'authenticated' | 'unauthenticated';
  user: AuthUser | null;
  /**
   * Why nobody is signed in, when known: `'logout'` after this app's own sign-out (`useLogout`,
   * `logoutUser`, the account menu's Sign out), until the next sign-in.
   */
  reason: SignedOutReason | undefined;
  /** The last check could not reach the service; the status is the last one known. */
  isOffline: boolean;
  /** Checks the session with the service now. */
  refetch: () => Promise<void>;
}

/**
 * The session: `{status, user, isOffline, refetch}`, read from the client's own session
 * (`getSession()`, the one truth every hook and form shares). Re-renders only when one of those
 * changes; mounting it anywhere sends no request (the provider's one check serves every
 * consumer).
 *
 * @example
 * const { status, user } = useSession();
 * if (status === 'authenticated') return <p>Hello {user?.name}</p>;
 */
export function useSession(): SessionState {
  const client = useAuthClient();
  const queryClient = useQueryClient();
  // The same snapshot on a server and while hydrating: the client starts from `initialSession`.
  const session = useSyncExternalStore(client.subscribe, client.getSession, client.getSession);
  // Whether the last check reached the service: known only to the check, kept in the cache.
  const isOffline = useSyncExternalStore(
    // Bound to its cache by TanStack Query: the same function on every render.
    queryClient.getQueryCache().subscribe,
    () => !!queryClient.getQueryData<SessionSnapshot>(authKeys.session())?.isOffline,
    () => false,
  );
  const refetch = useCallback(() => checkSession(queryClient, client), [queryClient, client]);
  return useMemo(
    () => ({
      // Not known and the check could not reach the service: signed out until it can (as before
      // the check, nothing is known; a known session stays as it was when offline).
      status:
        session.status !== 'unknown' ? session.status : isOffline ? 'unauthenticated' : 'loading',
      user: session.user,
      reason: session.reason,
      isOffline,
      refetch,
    }),
    [session, isOffline, refetch],
  );
}
