'use client';
import {
  QueryClient,
  QueryClientContext,
  QueryClientProvider,
  useQuery,
} from '@tanstack/react-query';
import { type ReactNode, useContext, useEffect, useState } from 'react';
import type { AuthClient, AuthClientOptions } from '../client/auth-client';
import { createAuthClient } from '../client/create-auth-client';
import { AuthenticationError, ConfigurationError } from '../client/errors';
import type { AuthUser } from '../client/types';
import { AuthClientContext } from './auth-client-context';
import { authKeys, keyStartsWith } from './auth-keys';
import { syncAcrossTabs } from './cross-tab-sync';
import { sessionQueryOptions } from './query-options';
import { type SessionSnapshot, snapshotOf, writeSession } from './session-snapshot';

/** Props of {@link AuthProvider} whatever the client comes from. */
interface AuthProviderBaseProps {
  children?: ReactNode;
  /** Else the enclosing QueryClientProvider's, else one of its own. */
  queryClient?: QueryClient;
  /**
   * A `checkUserSession()` answer from a server-side check: no loading state, no flash of
   * signed-out UI, and no request until something asks for a fresh check.
   */
  initialSession?: { authenticated: boolean; user?: AuthUser | null };
  /** Check the session when the window regains focus. Default true. */
  refetchOnWindowFocus?: boolean;
  /** Check the session every so many milliseconds. Default off. */
  refetchInterval?: number | false;
  /** Follow sign-ins and sign-outs of the app's other tabs. Default true. */
  crossTabSync?: boolean;
}

/** An AuthProvider over a client of your own (`createAuthClient`, or a test's). */
export interface AuthProviderClientProps extends AuthProviderBaseProps {
  /** The client every hook below uses. */
  client: AuthClient;
  baseUrl?: never;
  appId?: never;
  apiKey?: never;
}

/** An AuthProvider that creates its client from the service's address and your app. */
export interface AuthProviderConfigProps extends AuthProviderBaseProps {
  client?: never;
  /**
   * The service's base URL, e.g. `https://auth.example.com/api`, or `/api` behind the app's own
   * proxy (resolved against the page). A relative URL renders on a server too: there the session
   * is taken from `initialSession` (else signed out), and nothing is sent.
   */
  baseUrl: string;
  /** Your application's id, sent as `X-App-Id` on every request. */
  appId: string;
  /**
   * Your app's public API key, sent as `X-API-Key`. Password recovery (forgot, reset) needs it;
   * without it those hooks fail with a ConfigurationError `api_key_required`, before any request.
   * Never a secret (server) key: anyone can read a key from the page.
   */
  apiKey?: string;
}

/** Props of {@link AuthProvider}: a `client`, or `baseUrl` and `appId` (and `apiKey`) to create one. */
export type AuthProviderProps = AuthProviderClientProps | AuthProviderConfigProps;

/** Keeps the session query observed (the one start-up check) and the cache in step. */
function SessionKeeper({
  client,
  queryClient,
  refetchOnWindowFocus,
  refetchInterval,
  crossTabSync,
}: {
  client: AuthClient;
  queryClient: QueryClient;
  refetchOnWindowFocus: boolean;
  refetchInterval: number | false;
  crossTabSync: boolean;
}) {
  useQuery(
    {
      ...sessionQueryOptions(client),
      refetchOnWindowFocus: refetchOnWindowFocus ? 'always' : false,
      refetchOnReconnect: 'always',
      refetchInterval,
    },
    queryClient,
  );

  // The client's session is the truth; the cache follows it.
  useEffect(
    () => client.subscribe((session) => writeSession(queryClient, snapshotOf(session))),
    [client, queryClient],
  );

  // A 401 on anything tied to the user means the session may be gone: check it. (A wrong
  // password is a 401 too, `invalid_credentials`, and says nothing about the session.)
  useEffect(() => {
    const recheck = (error: unknown, key: readonly unknown[] | undefined) => {
      const userScoped =
        keyStartsWith(key, authKeys.user()) || keyStartsWith(key, authKeys.mutations());
      const sessionLost =
        error instanceof AuthenticationError &&
        error.status === 401 &&
        error.code !== 'invalid_credentials';
      // Signed out already, a 401 is expected: checking again would loop.
      const signedIn =
        queryClient.getQueryData<SessionSnapshot>(authKeys.session())?.status === 'authenticated';
      if (sessionLost && userScoped && signedIn) {
        void queryClient.invalidateQueries(
          { queryKey: authKeys.session() },
          { cancelRefetch: false },
        );
      }
    };
    const stopQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error')
        recheck(event.action.error, event.query.queryKey);
    });
    const stopMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') {
        recheck(event.action.error, event.mutation.options.mutationKey);
      }
    });
    return () => {
      stopQueries();
      stopMutations();
    };
  }, [queryClient]);

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

/**
 * Gives its children the auth client, the session and the hooks. It checks the session once at
 * start (one request however many components ask, StrictMode included; none while rendering on
 * a server), and keeps it true: after sign-in and sign-out, on focus, on reconnect, across tabs.
 *
 * @example
 * <AuthProvider baseUrl="https://auth.example.com" appId="app_123">
 *   <App />
 * </AuthProvider>
 */
export function AuthProvider({
  children,
  client: given,
  baseUrl,
  appId,
  apiKey,
  queryClient: queryClientProp,
  initialSession,
  refetchOnWindowFocus = true,
  refetchInterval = false,
  crossTabSync = true,
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
  const client = given ?? (created as AuthClient);
  const enclosing = useContext(QueryClientContext);
  const [own] = useState(() => (queryClientProp || enclosing ? null : new QueryClient()));
  const queryClient = queryClientProp ?? enclosing ?? (own as QueryClient);

  useState(() => {
    if (initialSession && queryClient.getQueryData(authKeys.session()) === undefined) {
      const snapshot: SessionSnapshot = {
        status: initialSession.authenticated ? 'authenticated' : 'unauthenticated',
        user: initialSession.authenticated ? (initialSession.user ?? null) : null,
        isOffline: false,
      };
      queryClient.setQueryData(authKeys.session(), snapshot);
    }
    return null;
  });

  return (
    <QueryClientProvider client={queryClient}>
      <AuthClientContext.Provider value={client}>
        <SessionKeeper
          client={client}
          queryClient={queryClient}
          refetchOnWindowFocus={refetchOnWindowFocus}
          refetchInterval={refetchInterval}
          crossTabSync={crossTabSync}
        />
        {children}
      </AuthClientContext.Provider>
    </QueryClientProvider>
  );
}
