'use client';
import { QueryClientProvider } from '@tanstack/react-query';
import { AuthClientContext } from './auth-client-context';
import type { AuthProviderProps } from './auth-provider-props';
import { useSessionKeeper } from './session-keeper';
import { useProviderAuthClient, useProviderQueryClient } from './use-provider-clients';

/**
 * Gives its children the auth client, the session and the hooks. The client's session is the one
 * truth they all read: with `initialSession` the client starts from the server's answer (no
 * loading state, no request); otherwise the provider checks the session once at start (one
 * request however many components ask, StrictMode included; none while rendering on a server).
 * It keeps it true: after sign-in and sign-out, on focus, on reconnect, across tabs. A
 * `baseUrl`, `appId` or `apiKey` that changes later is used from then on.
 *
 * @example
 * <AuthProvider baseUrl="https://auth.example.com" appId="app_123">
 *   <App />
 * </AuthProvider>
 */
export function AuthProvider(props: AuthProviderProps) {
  const client = useProviderAuthClient(props);
  const queryClient = useProviderQueryClient(props.queryClient);
  useSessionKeeper(client, queryClient, props);
  return (
    <QueryClientProvider client={queryClient}>
      <AuthClientContext.Provider value={client}>{props.children}</AuthClientContext.Provider>
    </QueryClientProvider>
  );
}
