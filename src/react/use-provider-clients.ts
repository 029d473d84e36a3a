'use client';
import { QueryClient, QueryClientContext } from '@tanstack/react-query';
import { useContext, useState } from 'react';
import type { AuthClient, AuthClientOptions } from '../client/auth-client';
import { createAuthClient, startFrom } from '../client/create-auth-client';
import { ConfigurationError } from '../client/errors';
import type { AuthProviderProps } from './auth-provider-props';

/** Providers already told that their client's options are fixed (development builds). */
const told = new WeakSet<object>();

/**
 * The client the provider's children use, knowing the session from `initialSession` before the
 * first render: made once from `baseUrl`, `appId` and `apiKey` (they are fixed once mounted, and
 * a development build says so when they change), or given as `client` (see `startFrom`: a shared
 * client is never changed on a server).
 */
export function useProviderAuthClient(props: AuthProviderProps): AuthClient {
  const { client: given, initialSession, baseUrl, appId, apiKey } = props;
  const [client] = useState(() => {
    if (given) return initialSession ? startFrom(given, initialSession) : given;
    if (baseUrl === undefined && appId === undefined) {
      throw new ConfigurationError(
        '<AuthProvider> needs a `client`, or `baseUrl` and `appId` to create one.',
        { operation: 'createAuthClient', fields: { baseUrl: 'Required', appId: 'Required' } },
      );
    }
    try {
      return createAuthClient({
        baseUrl,
        appId,
        initialSession,
        ...(apiKey ? { apiKey } : {}),
      } as AuthClientOptions);
    } catch (error) {
      // Where it came from, beside exactly what createAuthClient found wrong (its fields).
      if (error instanceof ConfigurationError) error.message = `<AuthProvider>: ${error.message}`;
      throw error;
    }
  });
  const [first] = useState(props);
  // Bundlers replace process.env.NODE_ENV: a production build keeps none of this.
  if (
    typeof process === 'object' &&
    process.env.NODE_ENV !== 'production' &&
    (first.baseUrl !== baseUrl || first.appId !== appId || first.apiKey !== apiKey) &&
    !told.has(first)
  ) {
    // Never silently (once per provider): the old values stay until the provider mounts again.
    told.add(first);
    console.error(
      '<AuthProvider>: baseUrl, appId and apiKey are fixed once it is mounted; the new values are not used. Give it a `key` that changes with them to start over with a new client.',
    );
  }
  return given && given !== first.client ? given : client;
}

/** The given QueryClient, else the enclosing QueryClientProvider's, else one of its own. */
export function useProviderQueryClient(given: QueryClient | undefined): QueryClient {
  const enclosing = useContext(QueryClientContext);
  const [own] = useState(() => (given || enclosing ? null : new QueryClient()));
  return given ?? enclosing ?? (own as QueryClient);
}
