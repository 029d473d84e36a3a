'use client';
import { type QueryClient, QueryObserver, useIsRestoring } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { AuthClient } from '../client/auth-client';
import type { AuthProviderProps } from './auth-provider-props';
import { syncAcrossTabs } from './cross-tab-sync';
import { sessionQueryOptions } from './query-options';
import { askAgain, recheckOnLostSession } from './recheck-on-lost-session';
import { snapshotOf, writeSession } from './session-snapshot';

/** The provider's props the keeper reads (defaults: focus and other tabs on, no interval). */
export type SessionKeeperOptions = Pick<
  AuthProviderProps,
  'refetchOnWindowFocus' | 'refetchInterval' | 'crossTabSync'
>;

/**
 * The provider's half that decides when to ask the service again: it keeps the session query
 * observed (the one start-up check, when the client does not know yet; focus, reconnect, the
 * interval) and the cache in step with the client's session, which is the only truth the hooks
 * read.
 */
export function useSessionKeeper(
  client: AuthClient,
  queryClient: QueryClient,
  {
    refetchOnWindowFocus = true,
    refetchInterval = false,
    crossTabSync = true,
  }: SessionKeeperOptions,
) {
  const options = {
    ...sessionQueryOptions(client),
    refetchOnWindowFocus: refetchOnWindowFocus ? ('always' as const) : false,
    refetchOnReconnect: 'always' as const,
    refetchInterval,
  };
  // What useQuery does with its observer, without the result it renders from (suspense, error
  // boundaries, tracked props): the provider reads no result, and useQuery cost the sign-up
  // page ~570 B gzip. It observes once mounted (not while a persisted cache is restoring), and
  // each render passes the options again (a query removed by `queryClient.clear()` is made
  // again, a changed interval is applied).
  const [observer] = useState(() => new QueryObserver(queryClient, options));
  const isRestoring = useIsRestoring();
  useEffect(
    () => (isRestoring ? undefined : observer.subscribe(() => {})),
    [observer, isRestoring],
  );
  useEffect(() => observer.setOptions(options));

  useEffect(() => {
    // A client that does not know yet (a new one, for a changed `baseUrl` or `appId`) is asked;
    // at start this joins the observer's check.
    if (client.getSession().status === 'unknown') askAgain(queryClient);
    const stops = [
      // The client's session is the truth; the cache follows it.
      client.subscribe((session) => writeSession(queryClient, snapshotOf(session))),
      recheckOnLostSession(queryClient, client),
      crossTabSync ? syncAcrossTabs(client, () => askAgain(queryClient)) : () => {},
    ];
    return () => {
      for (const stop of stops) stop();
    };
  }, [client, queryClient, crossTabSync]);
}
