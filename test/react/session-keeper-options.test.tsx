import { act, render } from '@testing-library/react';
import { AuthProvider, type AuthProviderClientProps, authKeys } from 'latchkey/react';
import { describe, expect, it } from 'vitest';
import { createHarness, eventually } from './harness';

// The provider's session keeper (SessionKeeper) follows its props after the first render: a prop
// changed later applies, and a cleared cache gets its session query (and its checks) back.

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

  it('after queryClient.clear(), the session query is back and an invalidation checks again', async () => {
    const app = createHarness();
    const page = renderPage(app);
    await eventually(() => expect(sessionChecks(app)).toBe(1));
    await app.settled();
    app.clearRequests();
    act(() => app.queryClient.clear());
    page.rerender({});
    // The client still knows who is signed in (the one truth): nothing to ask until told to.
    expect(app.queryClient.getQueryState(authKeys.session())).toBeDefined();
    await app.settled();
    expect(sessionChecks(app)).toBe(0);
    await act(() => app.queryClient.invalidateQueries({ queryKey: authKeys.session() }));
    await eventually(() => expect(sessionChecks(app)).toBe(1));
  });
});
