'use client';
import { type QueryClient, QueryObserver, useIsRestoring } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { AuthClient } from '../client/auth-client';
import { authKeys } from './auth-keys';
import type { InitialSession } from './auth-provider-props';
import { syncAcrossTabs } from './cross-tab-sync';
import { sessionQueryOptions } from './query-options';
import { recheckOnLostSession } from './recheck-on-lost-session';
import { type SessionSnapshot, snapshotOf, writeSession } from './session-snapshot';

/** Props of {@link SessionKeeper}: the provider's, resolved. */
export interface SessionKeeperProps {
  client: AuthClient;
  queryClient: QueryClient;
  initialSession: InitialSession | undefined;
  refetchOnWindowFocus: boolean;
  refetchInterval: number | false;
  crossTabSync: boolean;
}

const snapshotOfInitial = (initial: InitialSession): SessionSnapshot => ({
  status: initial.authenticated ? 'authenticated' : 'unauthenticated',
  user: initial.authenticated ? (initial.user ?? null) : null,
  isOffline: false,
});

/**
 * Keeps the session query observed (the one start-up check) and the cache in step. It renders
 * before the provider's children, so the query it creates is the one every `useSession` reads.
 */
export function SessionKeeper({
  client,
  queryClient,
  initialSession,
  refetchOnWindowFocus,
  refetchInterval,
  crossTabSync,
}: SessionKeeperProps) {
  // The server's answer is the query's initialData (TanStack's SSR pattern: a query already in
  // the cache keeps its data). Only for the first mount: a query made again later (after
  // `queryClient.clear()`) asks the service instead of bringing back a page-load answer.
  const [seed, setSeed] = useState(() => initialSession && snapshotOfInitial(initialSession));
  useEffect(() => setSeed(undefined), []);
  const options = {
    ...sessionQueryOptions(client),
    ...(seed ? { initialData: seed } : {}),
    refetchOnWindowFocus: refetchOnWindowFocus ? ('always' as const) : false,
    refetchOnReconnect: 'always' as const,
    refetchInterval,
  };
  // What useQuery does with its observer, without the result it renders from (suspense, error
  // boundaries, tracked props): this component reads no result, and useQuery cost the sign-up
  // page ~570 B gzip. Created during render, the observer puts the query (with the seed) in the
  // cache before the children render (on the server too); it observes once mounted (not while
  // a persisted cache is restoring), and each render passes the options again (a query removed
  // by `queryClient.clear()` is made again, a changed interval is applied).
  const [observer] = useState(() => new QueryObserver(queryClient, options));
  const isRestoring = useIsRestoring();
  useEffect(
    () => (isRestoring ? undefined : observer.subscribe(() => {})),
    [observer, isRestoring],
  );
  useEffect(() => observer.setOptions(options));

  // The client's session is the truth; the cache follows it.
  useEffect(
    () => client.subscribe((session) => writeSession(queryClient, snapshotOf(session))),
    [client, queryClient],
  );

  useEffect(() => recheckOnLostSession(queryClient), [queryClient]);

  useEffect(() => {
    if (!crossTabSync) return undefined;
    return syncAcrossTabs(client, () => {
      void queryClient.invalidateQueries(
        { queryKey: authKeys.session() },
        { cancelRefetch: false },
      );
    });
  }, [client, queryClient, crossTabSync]);

  return null;
}
