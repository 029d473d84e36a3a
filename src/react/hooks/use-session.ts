'use client';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import type { AuthUser } from '../../client/types';
import { useAuthClient } from '../auth-client-context';
import { sessionQueryOptions } from '../query-options';

/** What {@link useSession} returns. */
export interface SessionState {
  /** `loading` until the first check answers (never with an `initialSession`). */
  status: 'loading' | 'authenticated' | 'unauthenticated';
  user: AuthUser | null;
  /** The last check could not reach the service; the status is the last one known. */
  isOffline: boolean;
  /** Checks the session with the service now. */
  refetch: () => Promise<void>;
}

/**
 * The session: `{status, user, isOffline, refetch}`. Re-renders only when one of those changes;
 * mounting it anywhere sends no request (the provider's one check serves every consumer).
 *
 * @example
 * const { status, user } = useSession();
 * if (status === 'authenticated') return <p>Hello {user?.name}</p>;
 */
export function useSession(): SessionState {
  const client = useAuthClient();
  const { data, refetch: refetchQuery } = useQuery({
    ...sessionQueryOptions(client),
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
  const refetch = useCallback(async () => {
    await refetchQuery();
  }, [refetchQuery]);
  return useMemo(
    () => ({
      status: data?.status ?? 'loading',
      user: data?.user ?? null,
      isOffline: data?.isOffline ?? false,
      refetch,
    }),
    [data, refetch],
  );
}
