import { act } from '@testing-library/react';
import { authKeys, type SessionSnapshot, useSession } from 'latchkey/react';
import { describe, expect, it } from 'vitest';
import { createHarness, eventually } from './harness';

// The provider keeps the session query without a QueryObserver (issue 27: 1.7 KB gzip off every
// page). What an observed query got from TanStack Query, it must still get.

const sessionChecks = (app: ReturnType<typeof createHarness>) =>
  app.requests.filter((request) => request === 'GET /users/session').length;

/** The provider over a useSession consumer, settled after its start-up check. */
async function started() {
  const app = createHarness();
  const view = app.renderAuthHook(() => useSession(), { refetchOnWindowFocus: false });
  await eventually(() => expect(view.result.current.status).toBe('unauthenticated'));
  await app.settled();
  app.clearRequests();
  return { app, view };
}

describe('the session query, kept by the provider', () => {
  it("an app's invalidateQueries of authKeys.session() checks the session with the service", async () => {
    const { app } = await started();
    await act(() => app.queryClient.invalidateQueries({ queryKey: authKeys.session() }));
    await eventually(() => expect(sessionChecks(app)).toBe(1));
    await app.settled();
    expect(app.queryClient.getQueryState(authKeys.session())?.isInvalidated).toBe(false);
  });

  it('a prefix invalidation (authKeys.all) checks it too, once', async () => {
    const { app } = await started();
    await act(() => app.queryClient.invalidateQueries({ queryKey: authKeys.all }));
    await app.settled();
    expect(sessionChecks(app)).toBe(1);
  });

  it('is never garbage-collected, and is built again from the client when removed', async () => {
    const { app } = await started();
    const query = app.queryClient.getQueryCache().find({ queryKey: authKeys.session() });
    expect(query?.gcTime).toBe(Number.POSITIVE_INFINITY);
    act(() => app.queryClient.removeQueries({ queryKey: authKeys.session() }));
    const again = app.queryClient.getQueryCache().find({ queryKey: authKeys.session() });
    expect(again).toBeDefined();
    expect(again).not.toBe(query);
    expect(app.queryClient.getQueryData<SessionSnapshot>(authKeys.session())?.status).toBe(
      'unauthenticated',
    );
    await app.settled();
    expect(sessionChecks(app)).toBe(0);
  });

  it('useSession().refetch asks once, joins a check under way, and resolves with the answer in', async () => {
    const { app, view } = await started();
    const held = app.network.hold('/users/session');
    let first: Promise<void> | undefined;
    let second: Promise<void> | undefined;
    act(() => {
      first = view.result.current.refetch();
      second = view.result.current.refetch();
    });
    await held.reached();
    act(() => {
      void app.queryClient.invalidateQueries({ queryKey: authKeys.session() });
    });
    expect(held.count).toBe(1);
    held.release();
    await act(async () => {
      await first;
      await second;
    });
    expect(sessionChecks(app)).toBe(1);
    expect(app.queryClient.getQueryState(authKeys.session())?.fetchStatus).toBe('idle');
  });
});
