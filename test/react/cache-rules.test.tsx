import { act } from '@testing-library/react';
import {
  authKeys,
  useChangePassword,
  useDeleteUser,
  useLogin,
  useLogout,
  useResetPassword,
  useSession,
  useSignup,
  useUpdateUser,
  useUserProfile,
  useVerifyEmail,
} from 'latchkey/react';
import { describe, expect, it } from 'vitest';
import { createHarness, eventually } from './harness';

/** Session, profile and a mutation hook together, once the start-up check has settled. */
async function mounted<T>(
  app: ReturnType<typeof createHarness>,
  useMutationHook: () => T,
  userId = '',
) {
  const view = app.renderAuthHook(() => ({
    session: useSession(),
    profile: useUserProfile({ userId: userId || 'none' }, { enabled: userId !== '' }),
    mutation: useMutationHook(),
  }));
  await eventually(() => expect(view.result.current.session.status).not.toBe('loading'));
  return view;
}

describe('cache rules', () => {
  it('login makes the session authenticated from the answer, with no second round trip', async () => {
    const app = createHarness();
    const { user, password } = await app.createUser();
    const view = await mounted(app, useLogin);
    app.clearRequests();
    await act(() => view.result.current.mutation.mutateAsync({ email: user.email, password }));
    await eventually(() =>
      expect(view.result.current.session).toMatchObject({
        status: 'authenticated',
        user: { id: user.id },
      }),
    );
    expect(app.requests).toEqual(['POST /users/login']);
  });

  it('signup does too', async () => {
    const app = createHarness();
    const view = await mounted(app, useSignup);
    app.clearRequests();
    await act(() =>
      view.result.current.mutation.mutateAsync({
        name: 'Ada',
        email: 'ada@example.com',
        password: 'correct horse',
      }),
    );
    await eventually(() =>
      expect(view.result.current.session).toMatchObject({
        status: 'authenticated',
        user: { name: 'Ada' },
      }),
    );
    expect(app.requests).toEqual(['POST /users/signup']);
  });

  it('logout makes the session unauthenticated and removes every user-scoped query', async () => {
    const app = createHarness();
    const user = await app.signIn();
    const view = await mounted(app, useLogout, user.id);
    await eventually(() => expect(view.result.current.profile.data?.id).toBe(user.id));
    app.queryClient.setQueryData([...authKeys.user(), 'app-defined'], { secret: 1 });
    await act(() => view.result.current.mutation.mutateAsync());
    await eventually(() => expect(view.result.current.session.status).toBe('unauthenticated'));
    expect(view.result.current.profile.data).toBeUndefined();
    expect(
      app.queryClient
        .getQueryCache()
        .findAll({ queryKey: authKeys.user() })
        .filter((q) => q.state.data !== undefined),
    ).toEqual([]);
  });

  it('logout that fails on the network still signs out, with data {success:false}', async () => {
    const app = createHarness();
    await app.signIn();
    const view = await mounted(app, useLogout);
    app.network.setOffline(true);
    await act(() => view.result.current.mutation.mutateAsync());
    await eventually(() =>
      expect(view.result.current.mutation).toMatchObject({
        data: { success: false },
        error: null,
        isSuccess: true,
      }),
    );
    expect(view.result.current.session.status).toBe('unauthenticated');
  });

  it('changePassword keeps this device signed in: a new session with the new password, no signed-out render', async () => {
    const app = createHarness();
    const { user, password } = await app.createUser();
    await app.signIn({ email: user.email, password });
    const view = await mounted(app, useChangePassword);
    const seen: string[] = [];
    app.client.subscribe((session) => seen.push(session.status));
    await act(() =>
      view.result.current.mutation.mutateAsync({
        userId: user.id,
        currentPassword: password,
        newPassword: 'next password',
      }),
    );
    expect(view.result.current.session).toMatchObject({
      status: 'authenticated',
      user: { id: user.id },
    });
    expect(seen).not.toContain('unauthenticated');
    // The old session ended on the service; this one is new, made with the new password.
    await expect(app.client.checkUserSession()).resolves.toMatchObject({ authenticated: true });
  });

  it('deleteUser of the signed-in user signs out, reason account-deleted', async () => {
    const app = createHarness();
    const user = await app.signIn();
    const view = await mounted(app, useDeleteUser);
    await act(() => view.result.current.mutation.mutateAsync({ userId: user.id }));
    await eventually(() =>
      expect(view.result.current.session).toMatchObject({
        status: 'unauthenticated',
        reason: 'account-deleted',
      }),
    );
  });

  it('deleteUser of the signed-in user signs out even when the session came from initialSession', async () => {
    const app = createHarness({ clientHasApiKey: true });
    const user = await app.signIn();
    // A client whose local session is unknown: the cache knows the user from initialSession.
    const view = app.renderAuthHook(() => ({ session: useSession(), mutation: useDeleteUser() }), {
      client: app.createClient(),
      initialSession: { authenticated: true, user },
    });
    expect(view.result.current.session.status).toBe('authenticated');
    await act(() => view.result.current.mutation.mutateAsync({ userId: user.id }));
    await eventually(() => expect(view.result.current.session.status).toBe('unauthenticated'));
  });

  it('updateUser updates the profile and the session user in the cache', async () => {
    const app = createHarness();
    const user = await app.signIn();
    const view = await mounted(app, useUpdateUser, user.id);
    await eventually(() => expect(view.result.current.profile.data?.name).toBe(user.name));
    app.clearRequests();
    await act(() => view.result.current.mutation.mutateAsync({ userId: user.id, name: 'Renamed' }));
    await eventually(() => expect(view.result.current.profile.data?.name).toBe('Renamed'));
    expect(view.result.current.session.user?.name).toBe('Renamed');
    expect(app.requests).toEqual([`PUT /users/update/${user.id}`]);
  });

  it('verifyEmail refreshes the profile', async () => {
    const app = createHarness();
    const user = await app.signIn();
    await app.client.requestEmailVerificationOTP({ userId: user.id, email: user.email });
    const view = await mounted(app, useVerifyEmail, user.id);
    await eventually(() => expect(view.result.current.profile.data?.emailVerified).toBe(false));
    await act(() =>
      view.result.current.mutation.mutateAsync({
        email: user.email,
        otp: app.mailbox.latestOtp(user.email),
      }),
    );
    await eventually(() => expect(view.result.current.profile.data?.emailVerified).toBe(true));
    await eventually(() => expect(view.result.current.session.user?.emailVerified).toBe(true));
  });

  it('resetPassword leaves the caller’s session alone', async () => {
    const app = createHarness({ clientHasApiKey: true });
    const signedIn = await app.signIn();
    const { user: other } = await app.createUser();
    await app.client.requestResetUserPasswordOTP({ email: other.email });
    const view = await mounted(app, useResetPassword);
    app.clearRequests();
    await act(() =>
      view.result.current.mutation.mutateAsync({
        email: other.email,
        otp: app.mailbox.latestOtp(other.email),
        newPassword: 'recovered!',
      }),
    );
    expect(view.result.current.session).toMatchObject({
      status: 'authenticated',
      user: { id: signedIn.id },
    });
    expect(app.requests).toEqual(['POST /users/reset-password']);
  });

  it('a 401 on a session-bound query re-checks the session', async () => {
    const app = createHarness();
    const user = await app.signIn();
    const view = await mounted(app, () => null);
    // The session ends elsewhere (another device changed the password).
    await app
      .createClient()
      .loginUser({ email: user.email, password: 'wrong' })
      .catch(() => undefined);
    await app.service.store.updateUser('test-app', user.id, {}, { endSessions: true });
    app.clearRequests();
    const profile = app.renderAuthHook(() => useUserProfile({ userId: user.id }));
    await eventually(() => expect(profile.result.current.error?.status).toBe(401));
    await eventually(() => expect(view.result.current.session.status).toBe('unauthenticated'));
    expect(app.requests.slice(0, 2)).toEqual(['POST /users/profile', 'GET /users/session']);
    // Signed out, a later 401 is expected and checks nothing again (no loop).
    await app.settled();
    expect(app.requests.filter((request) => request === 'GET /users/session')).toHaveLength(1);
  });

  it('the client’s own calls reach the cache: the local session and the cache never disagree', async () => {
    const app = createHarness();
    const { user, password } = await app.createUser();
    const view = await mounted(app, () => null);
    await act(() => app.client.loginUser({ email: user.email, password }));
    await eventually(() => expect(view.result.current.session.status).toBe('authenticated'));
    expect(app.client.getSession().status).toBe('authenticated');
    await act(() => app.client.logoutUser());
    await eventually(() => expect(view.result.current.session.status).toBe('unauthenticated'));
  });
});
