import { act } from '@testing-library/react';
import { useLogin, useLogout, useSession, useUserProfile } from 'latchkey/react';
import { describe, expect, it } from 'vitest';
import { createHarness, eventually } from './harness';

describe('races and faults', () => {
  it('a login while the start-up session check is in flight ends authenticated', async () => {
    const app = createHarness();
    const { user, password } = await app.createUser();
    const check = app.network.hold('/users/session');
    const view = app.renderAuthHook(() => ({ session: useSession(), login: useLogin() }));
    expect(view.result.current.session.status).toBe('loading');
    await check.reached();
    await act(() => view.result.current.login.mutateAsync({ email: user.email, password }));
    // The check answers after the login, with the cookie-less (signed-out) answer it started with.
    check.release();
    await app.settled();
    await eventually(() =>
      expect(view.result.current.session).toMatchObject({
        status: 'authenticated',
        user: { id: user.id },
      }),
    );
    expect(app.client.getSession().status).toBe('authenticated');
  });

  it('a logout while a profile query is in flight leaves no stale user', async () => {
    const app = createHarness();
    const user = await app.signIn();
    const view = app.renderAuthHook(() => ({ session: useSession(), logout: useLogout() }));
    await eventually(() => expect(view.result.current.session.status).toBe('authenticated'));
    const profileRequest = app.network.hold('/users/profile');
    const profile = app.renderAuthHook(() =>
      useUserProfile({ userId: user.id }, { enabled: false }),
    );
    await act(async () => {
      const fetching = profile.result.current.refetch();
      await profileRequest.reached();
      await view.result.current.logout.mutateAsync();
      profileRequest.release();
      await fetching;
    });
    await app.settled();
    expect(view.result.current.session.status).toBe('unauthenticated');
    expect(app.queryClient.getQueryData(['latchkey', 'user', 'profile', user.id])).toBeUndefined();
  });

  it('a network failure during the session check does not sign out: isOffline, then recovery on reconnect', async () => {
    const app = createHarness();
    const user = await app.signIn();
    const view = app.renderAuthHook(() => useSession());
    await eventually(() =>
      expect(view.result.current).toMatchObject({ status: 'authenticated', isOffline: false }),
    );

    // The browser says it is offline, and requests fail: the check still runs and says so.
    app.network.setOffline(true);
    await act(async () => {
      window.dispatchEvent(new Event('offline'));
    });
    await act(() => view.result.current.refetch());
    await eventually(() =>
      expect(view.result.current).toMatchObject({ status: 'authenticated', isOffline: true }),
    );
    expect(view.result.current.user?.id).toBe(user.id);

    app.network.setOffline(false);
    app.clearRequests();
    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });
    await eventually(() =>
      expect(view.result.current).toMatchObject({ status: 'authenticated', isOffline: false }),
    );
    expect(app.requests).toEqual(['GET /users/session']);
  });

  it('offline at start: loading and isOffline (never signed out), until the network is back', async () => {
    const app = createHarness();
    const { user, password } = await app.createUser();
    await app.client.loginUser({ email: user.email, password });
    const fresh = app.createClient();
    app.network.setOffline(true);
    const view = app.renderAuthHook(() => useSession(), { client: fresh });
    await eventually(() =>
      expect(view.result.current).toMatchObject({ status: 'loading', isOffline: true }),
    );
    app.network.setOffline(false);
    await act(async () => {
      window.dispatchEvent(new Event('offline'));
      window.dispatchEvent(new Event('online'));
    });
    await eventually(() =>
      expect(view.result.current).toMatchObject({ status: 'unauthenticated', isOffline: false }),
    );
  });

  it('two quick logins do not double-submit', async () => {
    const app = createHarness();
    const { user, password } = await app.createUser();
    const view = app.renderAuthHook(() => useLogin());
    app.clearRequests();
    const login = app.network.hold('/users/login');
    await act(async () => {
      view.result.current.mutate({ email: user.email, password });
      view.result.current.mutate({ email: user.email, password });
      const third = view.result.current.mutateAsync({ email: user.email, password });
      await login.reached();
      login.release();
      await third;
    });
    await app.settled();
    expect(app.requests.filter((request) => request === 'POST /users/login')).toHaveLength(1);
    await act(() => view.result.current.mutateAsync({ email: user.email, password }));
    expect(app.requests.filter((request) => request === 'POST /users/login')).toHaveLength(2);
  });
});

describe('offline mutations', () => {
  it('a login while the browser is offline fails at once with a NetworkError (not paused)', async () => {
    const app = createHarness();
    const { user, password } = await app.createUser();
    const view = app.renderAuthHook(() => useLogin());
    app.network.setOffline(true);
    await act(async () => {
      window.dispatchEvent(new Event('offline'));
    });
    await act(() =>
      view.result.current.mutateAsync({ email: user.email, password }).catch(() => undefined),
    );
    await eventually(() => expect(view.result.current.error?.name).toBe('NetworkError'));
    expect(view.result.current.isPaused).toBe(false);
  });
});
