'use client';
import { QueryClientProvider } from '@tanstack/react-query';
import { AuthClientContext } from './auth-client-context';
import type { AuthProviderProps } from './auth-provider-props';
import { useSessionSync } from './session-sync';
import { useProviderAuthClient, useProviderQueryClient } from './use-provider-clients';

/**
 * Gives its children the auth client, the session and the hooks. The client's session is the one
 * truth they all read: with `initialSession` the client starts from the server's answer (no
 * loading state, no request); otherwise the provider checks the session once at start (one
 * request however many components ask, StrictMode included; none while rendering on a server).
 * It keeps it true: after sign-in and sign-out, on focus, on reconnect, across tabs; a sign-out
 * drops the user's queries. `baseUrl`, `appId` and `apiKey` are read once, when it mounts (a
 * development build says so when they change; give the provider a `key` to start over).
 * `onAuthEvent` hears every sign-up, sign-in, sign-out and account change of this tab.
 *
 * @example
 * <AuthProvider baseUrl="https://auth.example.com" appId="app_123">
 *   <App />
 * </AuthProvider>
 */
export function AuthProvider(props: AuthProviderProps) {
  const client = useProviderAuthClient(props);
  const queryClient = useProviderQueryClient(props.queryClient);
  useSessionSync(client, queryClient, props);
  return (
    <QueryClientProvider client={queryClient}>
      <AuthClientContext.Provider value={client}>{props.children}</AuthClientContext.Provider>
    </QueryClientProvider>
  );
}
