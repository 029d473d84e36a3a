'use client';
import { focusManager, onlineManager, type QueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { AuthClient } from '../client/auth-client';
import { authKeys } from './auth-keys';
import type { AuthProviderProps } from './auth-provider-props';
import { syncAcrossTabs } from './cross-tab-sync';

/** The provider's props the sync reads (defaults: focus and other tabs on, no interval). */
export type SessionSyncOptions = Pick<
  AuthProviderProps,
  'refetchOnWindowFocus' | 'refetchInterval' | 'crossTabSync' | 'onAuthEvent'
>;

/**
 * What the provider adds to the client's session, which is the one truth of who is signed in:
 * when to ask the service again (at start while the client does not know, on focus, on
 * reconnect, on an interval while focused, when another tab signs in or out: each a
 * `checkUserSession`, which joins one in flight), and, once the user is gone or another signed
 * in, dropping every query of theirs. It also hands the client's events to `onAuthEvent`.
 */
export function useSessionSync(
  client: AuthClient,
  queryClient: QueryClient,
  {
    refetchOnWindowFocus = true,
    refetchInterval = false,
    crossTabSync = true,
    onAuthEvent,
  }: SessionSyncOptions,
) {
  const listener = useRef(onAuthEvent);
  listener.current = onAuthEvent;
  useEffect(() => client.onAuthEvent((event) => listener.current?.(event)), [client]);

  useEffect(() => {
    const check = () => void client.checkUserSession();
    if (client.getSession().status === 'unknown') check();
    let userId = client.getSession().user?.id;
    const interval = refetchInterval
      ? setInterval(() => focusManager.isFocused() && check(), refetchInterval)
      : undefined;
    const stops = [
      focusManager.subscribe((focused) => focused && refetchOnWindowFocus && check()),
      onlineManager.subscribe((online) => online && check()),
      client.subscribe((session) => {
        const next = session.user?.id;
        // Signed out, or someone else signed in: nothing of the last user's may be shown.
        if (userId !== undefined && next !== userId) {
          void queryClient.cancelQueries({ queryKey: authKeys.user() });
          queryClient.removeQueries({ queryKey: authKeys.user() });
        }
        userId = next;
      }),
      crossTabSync ? syncAcrossTabs(client, check) : () => {},
    ];
    return () => {
      clearInterval(interval);
      for (const stop of stops) stop();
    };
  }, [client, queryClient, refetchOnWindowFocus, refetchInterval, crossTabSync]);
}
