import { act, render } from '@testing-library/react';
import { AuthProvider, type AuthProviderClientProps } from 'latchkey/react';
import { describe, expect, it } from 'vitest';
import { createHarness, eventually } from './harness';

// The provider's session sync follows its props after the first render, and the session lives in
// the client alone: clearing the query cache changes nothing about who is signed in.

const sessionChecks = (app: ReturnType<typeof createHarness>) =>
  app.requests.filter((request) => request === 'GET /users/session').length;

/** A page with the provider (no focus refetch, no cross-tab sync: only what the test does). */
function renderPage(app: ReturnType<typeof createHarness>) {
  const page = (props: Partial<AuthProviderClientProps>) => (
    <AuthProvider
      client={app.client}
      queryClient={app.queryClient}
      crossTabSync={false}
      refetchOnWindowFocus={false}
      {...props}
    >
      <p>app</p>
    </AuthProvider>
  );
  const view = render(page({}));
  return { rerender: (props: Partial<AuthProviderClientProps>) => view.rerender(page(props)) };
}

describe('AuthProvider options after the first render', () => {
  it('a refetchInterval given later starts checking the session', async () => {
    const app = createHarness();
    const page = renderPage(app);
    await eventually(() => expect(sessionChecks(app)).toBe(1));
    await app.settled();
    app.clearRequests();
    page.rerender({ refetchInterval: 40 });
    await eventually(() => expect(sessionChecks(app)).toBeGreaterThanOrEqual(2));
  });

  it('after queryClient.clear(), the client still knows the session: nothing asked, nothing in the cache', async () => {
    const app = createHarness();
    const page = renderPage(app);
    await eventually(() => expect(sessionChecks(app)).toBe(1));
    await app.settled();
    app.clearRequests();
    act(() => app.queryClient.clear());
    page.rerender({});
    await app.settled();
    expect(sessionChecks(app)).toBe(0);
    expect(app.queryClient.getQueryCache().getAll()).toEqual([]);
  });
});
