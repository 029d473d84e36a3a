'use client';
import { QueryClientProvider } from '@tanstack/react-query';
import { AuthClientContext } from './auth-client-context';
import type { AuthProviderProps } from './auth-provider-props';
import { SessionKeeper } from './session-keeper';
import { useProviderAuthClient, useProviderQueryClient } from './use-provider-clients';

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
export function AuthProvider(props: AuthProviderProps) {
  const {
    children,
    initialSession,
    refetchOnWindowFocus = true,
    refetchInterval = false,
    crossTabSync = true,
  } = props;
  const client = useProviderAuthClient(props);
  const queryClient = useProviderQueryClient(props.queryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <AuthClientContext.Provider value={client}>
        <SessionKeeper
          client={client}
          queryClient={queryClient}
          initialSession={initialSession}
          refetchOnWindowFocus={refetchOnWindowFocus}
          refetchInterval={refetchInterval}
          crossTabSync={crossTabSync}
        />
        {children}
      </AuthClientContext.Provider>
    </QueryClientProvider>
  );
}
