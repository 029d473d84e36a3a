import type { QueryClient } from '@tanstack/react-query';
import type { AuthUser, LocalSession } from '../client/types';
import { authKeys } from './auth-keys';

/** The session as the query cache keeps it (`authKeys.session()`). */
export interface SessionSnapshot {
  status: 'authenticated' | 'unauthenticated';
  user: AuthUser | null;
  /** The last check could not reach the service. */
  isOffline: boolean;
}

/** The client's local session, as a snapshot. `unknown` reads as signed out. */
export const snapshotOf = (session: LocalSession, isOffline = false): SessionSnapshot => ({
  status: session.status === 'authenticated' ? 'authenticated' : 'unauthenticated',
  user: session.status === 'authenticated' ? session.user : null,
  isOffline,
});

/**
 * Writes a session into the cache. Signed out, every user-scoped query is cancelled and
 * removed first, so no stale user survives a sign-out.
 */
export function writeSession(queryClient: QueryClient, snapshot: SessionSnapshot) {
  if (snapshot.status === 'unauthenticated') {
    void queryClient.cancelQueries({ queryKey: authKeys.user() });
    queryClient.removeQueries({ queryKey: authKeys.user() });
  }
  queryClient.setQueryData<SessionSnapshot>(authKeys.session(), snapshot);
}

/** Replaces the session user when it is `user` (after an update of the signed-in user). */
export function refreshSessionUser(queryClient: QueryClient, user: AuthUser) {
  const current = queryClient.getQueryData<SessionSnapshot>(authKeys.session());
  if (current?.user?.id === user.id) writeSession(queryClient, { ...current, user });
}
