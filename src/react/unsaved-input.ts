'use client';
import { useEffect, useSyncExternalStore } from 'react';
import type { AuthClient } from '../client/auth-client';
import { useAuthClient } from './auth-client-context';

/** How many forms of a client's page hold input the user has not sent yet. */
interface Holders {
  count: number;
  listeners: Set<() => void>;
}

const byClient = new WeakMap<AuthClient, Holders>();

function holdersOf(client: AuthClient): Holders {
  let holders = byClient.get(client);
  if (!holders) {
    holders = { count: 0, listeners: new Set() };
    byClient.set(client, holders);
  }
  return holders;
}

/**
 * Internal: says, while `active`, that a signed-in form on the page holds something a session
 * that ended elsewhere must not take away (input not yet sent, a message on screen). The gates
 * then keep the page while the form asks to sign in again in place (WCAG 2.2.5), instead of
 * sending the visitor to sign in.
 */
export function useHoldsUnsavedInput(active: boolean) {
  const client = useAuthClient();
  useEffect(() => {
    if (!active) return;
    const holders = holdersOf(client);
    const change = (by: number) => {
      holders.count += by;
      for (const listener of [...holders.listeners]) listener();
    };
    change(1);
    return () => change(-1);
  }, [client, active]);
}

/** Internal: whether a form on the page holds unsent input (see {@link useHoldsUnsavedInput}). */
export function useUnsavedInputOnPage(): boolean {
  const holders = holdersOf(useAuthClient());
  return useSyncExternalStore(
    (listener) => {
      holders.listeners.add(listener);
      return () => holders.listeners.delete(listener);
    },
    () => holders.count > 0,
    () => false,
  );
}
