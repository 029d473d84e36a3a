'use client';
import { QueryClient, QueryClientContext } from '@tanstack/react-query';
import { useContext, useState } from 'react';
import type { AuthClient, AuthClientOptions } from '../client/auth-client';
import { createAuthClient } from '../client/create-auth-client';
import { ConfigurationError } from '../client/errors';
import type { AuthProviderProps } from './auth-provider-props';

/** The given client, else one created once from `baseUrl`, `appId` and `apiKey`. */
export function useProviderAuthClient({
  client: given,
  baseUrl,
  appId,
  apiKey,
}: AuthProviderProps) {
  const [created] = useState(() => {
    if (given) return null;
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
        ...(apiKey ? { apiKey } : {}),
      } as AuthClientOptions);
    } catch (error) {
      if (!(error instanceof ConfigurationError)) throw error;
      // Where it came from, and exactly what createAuthClient found wrong.
      throw new ConfigurationError(`<AuthProvider>: ${error.message}`, {
        operation: 'createAuthClient',
        ...(error.fields ? { fields: error.fields } : {}),
        cause: error,
      });
    }
  });
  return given ?? (created as AuthClient);
}

/** The given QueryClient, else the enclosing QueryClientProvider's, else one of its own. */
export function useProviderQueryClient(given: QueryClient | undefined): QueryClient {
  const enclosing = useContext(QueryClientContext);
  const [own] = useState(() => (given || enclosing ? null : new QueryClient()));
  return given ?? enclosing ?? (own as QueryClient);
}
