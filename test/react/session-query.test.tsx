import { act } from '@testing-library/react';
import { authKeys, type SessionSnapshot, useSession, useVerifyEmail } from 'latchkey/react';
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

  it('resetQueries sets it back to what the client knows, without a request', async () => {
    const { app } = await started();
    await act(() => app.queryClient.resetQueries());
    await app.settled();
    expect(sessionChecks(app)).toBe(0);
    expect(app.queryClient.getQueryData<SessionSnapshot>(authKeys.session())?.status).toBe(
      'unauthenticated',
    );
  });

  it('a check cancelled after an invalidation is sent again, and later invalidations still check', async () => {
    const { app } = await started();
    const held = app.network.hold('/users/session');
    act(() => {
      void app.queryClient.invalidateQueries({ queryKey: authKeys.session() });
    });
    await held.reached();
    await act(() => app.queryClient.cancelQueries({ queryKey: authKeys.session() }));
    held.release();
    await app.settled();
    expect(app.queryClient.getQueryState(authKeys.session())?.isInvalidated).toBe(false);
    app.clearRequests();
    await act(() => app.queryClient.invalidateQueries({ queryKey: authKeys.session() }));
    await app.settled();
    expect(sessionChecks(app)).toBe(1);
  });

  it('a mutation that changed the session asks anew: it does not join a check sent before it', async () => {
    const app = createHarness();
    const user = await app.signIn();
    await app.client.requestEmailVerificationOTP({ userId: user.id, email: user.email });
    const otp = app.mailbox.latestOtp(user.email);
    const view = app.renderAuthHook(() => useVerifyEmail(), { refetchOnWindowFocus: false });
    await app.settled();
    const before = app.network.hold('/users/session');
    act(() => {
      void app.queryClient.invalidateQueries({ queryKey: authKeys.session() });
    });
    await before.reached();
    app.clearRequests();
    await act(async () => {
      const verifying = view.result.current.mutateAsync({ email: user.email, otp });
      // The check sent before the verification answers late: the session must come from a new one.
      before.release();
      await verifying;
    });
    await app.settled();
    expect(sessionChecks(app)).toBe(2);
    expect(app.client.getSession().user?.emailVerified).toBe(true);
  });
});
