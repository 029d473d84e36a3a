'use client';
import {
  focusManager,
  hashKey,
  onlineManager,
  type QueryClient,
  useIsRestoring,
} from '@tanstack/react-query';
import { useEffect } from 'react';
import type { AuthClient } from '../client/auth-client';
import { authKeys } from './auth-keys';
import type { AuthProviderProps } from './auth-provider-props';
import { checkSession } from './check-session';
import { syncAcrossTabs } from './cross-tab-sync';
import { sessionQueryOptions } from './query-options';
import { recheckOnLostSession } from './recheck-on-lost-session';
import { snapshotOf, writeSession } from './session-snapshot';

/** The provider's props the keeper reads (defaults: focus and other tabs on, no interval). */
export type SessionKeeperOptions = Pick<
  AuthProviderProps,
  'refetchOnWindowFocus' | 'refetchInterval' | 'crossTabSync'
>;

const sessionHash = hashKey(authKeys.session());

/**
 * The provider's half that decides when to ask the service again (at start when the client
 * does not know yet, on focus, on reconnect, on an interval, when another tab or a lost session
 * says so, when the session query is invalidated) and keeps the cache in step with the client's
 * session, which is the only truth the hooks read.
 *
 * It listens itself rather than through a QueryObserver, which weighed ~1.7 KB gzip on every
 * page for a result nothing reads; what the observer did for an observed query it does here:
 * the query stays in the cache (built again if removed; `gcTime: Infinity`), and an
 * invalidation of it (the app's `invalidateQueries`) checks again.
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
  // While a persisted cache is restoring, nothing is checked: it would be overwritten.
  const isRestoring = useIsRestoring();
  useEffect(() => {
    if (isRestoring) return;
    const cache = queryClient.getQueryCache();
    // Its data starts as the client's session when the client knows it (`initialData`).
    const keep = () => {
      // The query's own options (`build` takes no observer options such as `staleTime`).
      const { queryKey, queryFn, initialData, gcTime, networkMode, retry } =
        sessionQueryOptions(client);
      cache.build(queryClient, { queryKey, queryFn, initialData, gcTime, networkMode, retry });
    };
    const check = () => void checkSession(queryClient, client);
    keep();
    // A client that does not know yet (a new one, for a changed `baseUrl` or `appId`) is asked.
    if (client.getSession().status === 'unknown') check();
    const interval = refetchInterval
      ? setInterval(() => focusManager.isFocused() && check(), refetchInterval)
      : undefined;
    const stops = [
      cache.subscribe((event) => {
        const { query } = event;
        if (query.queryHash !== sessionHash) return;
        if (event.type === 'removed') keep();
        if (event.type !== 'updated') return;
        if (event.action.type === 'invalidate') check();
        // Its state set back (`resetQueries`, a cancelled check reverted, hydration): still
        // invalidated, or the client does not know, asks; else the cache follows the client.
        if (event.action.type === 'setState' && query.state.fetchStatus === 'idle') {
          const session = client.getSession();
          if (query.state.isInvalidated || session.status === 'unknown') check();
          else writeSession(queryClient, snapshotOf(session));
        }
      }),
      focusManager.subscribe((focused) => focused && refetchOnWindowFocus && check()),
      onlineManager.subscribe((online) => online && check()),
      // The client's session is the truth; the cache follows it.
      client.subscribe((session) => writeSession(queryClient, snapshotOf(session))),
      recheckOnLostSession(queryClient, client),
      crossTabSync ? syncAcrossTabs(client, check) : () => {},
    ];
    return () => {
      clearInterval(interval);
      for (const stop of stops) stop();
    };
  }, [client, queryClient, isRestoring, refetchOnWindowFocus, refetchInterval, crossTabSync]);
}
