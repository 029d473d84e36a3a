'use client';
import { useEffect, useSyncExternalStore } from 'react';
import type { AuthClient } from '../../client/auth-client';
import { useAuthClient } from '../../react/auth-client-context';

/** The code fields open on the page, per client: how many for each address. */
interface OpenFields {
  count: Map<string, number>;
  listeners: Set<() => void>;
}

const byClient = new WeakMap<AuthClient, OpenFields>();

function openFieldsOf(client: AuthClient): OpenFields {
  let fields = byClient.get(client);
  if (!fields) {
    fields = { count: new Map(), listeners: new Set() };
    byClient.set(client, fields);
  }
  return fields;
}

const keyOf = (email: string) => email.trim().toLowerCase();

/**
 * Says, while mounted, that a code field for `email` is open on the page (`VerifyEmailForm`,
 * `AuthFlow`'s verify step, a code field of EmailSettings or the prompt): so that one address has
 * one code field, `EmailVerificationPrompt` stays hidden meanwhile.
 */
export function useOpenCodeField(email: string) {
  const client = useAuthClient();
  useEffect(() => {
    if (!email) return;
    const fields = openFieldsOf(client);
    const key = keyOf(email);
    const change = (by: number) => {
      const next = (fields.count.get(key) ?? 0) + by;
      if (next > 0) fields.count.set(key, next);
      else fields.count.delete(key);
      for (const listener of [...fields.listeners]) listener();
    };
    change(1);
    return () => change(-1);
  }, [client, email]);
}

/** How many code fields for `email` are open on the page. */
export function useOpenCodeFields(email: string): number {
  const fields = openFieldsOf(useAuthClient());
  return useSyncExternalStore(
    (listener) => {
      fields.listeners.add(listener);
      return () => fields.listeners.delete(listener);
    },
    () => (email ? (fields.count.get(keyOf(email)) ?? 0) : 0),
    () => 0,
  );
}
