import { QueryClient } from '@tanstack/react-query';
import { act, render, renderHook, waitFor } from '@testing-library/react';
import { AuthProvider, type AuthProviderClientProps } from 'latchkey/react';
import { createTestAuth, type TestAuthOptions } from 'latchkey/testing';
import { type ReactNode, StrictMode } from 'react';

/**
 * A test app: the in-process reference service, a client on it, a QueryClient, and render
 * functions that wrap UI or a hook in <AuthProvider>. `requests` lists what the client sent.
 */
export function createHarness(options: TestAuthOptions = {}) {
  // Like a browser app: the client has no API key (so a session scopes what it may read).
  const auth = createTestAuth({ clientHasApiKey: false, ...options });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  auth.attachQueryClient(queryClient);
  const provider = (children: ReactNode, props: Partial<AuthProviderClientProps>) => (
    <AuthProvider client={auth.client} queryClient={queryClient} crossTabSync={false} {...props}>
      {children}
    </AuthProvider>
  );
  const renderApp = (
    ui: ReactNode,
    { strict = false, ...props }: Partial<AuthProviderClientProps> & { strict?: boolean } = {},
  ) => render(strict ? <StrictMode>{provider(ui, props)}</StrictMode> : provider(ui, props));
  /** Renders a hook inside the provider. */
  const renderAuthHook = <T,>(hook: () => T, props: Partial<AuthProviderClientProps> = {}) =>
    renderHook(hook, { wrapper: ({ children }) => provider(children, props) });
  /** Forgets the requests so far (seeding sends some). */
  const clearRequests = () => {
    auth.requests.length = 0;
  };
  /** `auth.settled()` inside act: no request in flight, the query client idle, renders done. */
  const settled = () => act(() => auth.settled(queryClient));
  return { ...auth, queryClient, renderApp, renderAuthHook, clearRequests, settled };
}

/**
 * Waits until `check` passes: Testing Library's `waitFor` (re-checked on every DOM change and
 * on its own interval, inside act), failing after ten seconds (a bound for a busy machine).
 */
export async function eventually(check: () => void, timeoutMs = 10_000) {
  await waitFor(check, { timeout: timeoutMs });
}
