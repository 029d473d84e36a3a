import { QueryClient } from '@tanstack/react-query';
import { act, render, renderHook } from '@testing-library/react';
import { AuthProvider, type AuthProviderProps } from 'latchkey/react';
import { createTestAuth, type TestAuthOptions } from 'latchkey/testing';
import { type ReactNode, StrictMode } from 'react';

/**
 * A test app: the in-process reference service, a client on it, a QueryClient, and a render
 * function that wraps UI in <AuthProvider>. `requests` lists what the client sent.
 */
export function createHarness(options: TestAuthOptions = {}) {
  // Like a browser app: the client has no API key (so a session scopes what it may read).
  const auth = createTestAuth({ clientHasApiKey: false, ...options });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const renderApp = (
    ui: ReactNode,
    props: Partial<AuthProviderProps> & { strict?: boolean } = {},
  ) => {
    const { strict = false, ...providerProps } = props;
    const tree = (
      <AuthProvider
        client={auth.client}
        queryClient={queryClient}
        crossTabSync={false}
        {...providerProps}
      >
        {ui}
      </AuthProvider>
    );
    return render(strict ? <StrictMode>{tree}</StrictMode> : tree);
  };
  /** Renders a hook inside the provider. */
  const renderAuthHook = <T,>(hook: () => T, props: Partial<AuthProviderProps> = {}) =>
    renderHook(hook, {
      wrapper: ({ children }) => (
        <AuthProvider
          client={auth.client}
          queryClient={queryClient}
          crossTabSync={false}
          {...props}
        >
          {children}
        </AuthProvider>
      ),
    });
  /** Forgets the requests so far (seeding sends some). */
  const clearRequests = () => {
    auth.requests.length = 0;
  };
  return { ...auth, queryClient, renderApp, renderAuthHook, clearRequests };
}

/** Waits until `check` passes (polling), failing after a second. */
export async function eventually(check: () => void, timeoutMs = 2000) {
  const started = Date.now();
  for (;;) {
    try {
      check();
      return;
    } catch (error) {
      if (Date.now() - started > timeoutMs) throw error;
      await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    }
  }
}
