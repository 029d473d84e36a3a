import { useMutation } from '@tanstack/react-query';
import { act } from '@testing-library/react';
import {
  loginMutationOptions,
  useChangePassword,
  useLogin,
  useResetPassword,
  useSignup,
  useUpdateUser,
  useVerifyEmail,
} from 'latchkey/react';
import { describe, expect, it } from 'vitest';
import { createHarness, eventually } from './harness';

const PASSWORD_FIELDS = ['password', 'currentPassword', 'newPassword'];

/** Everything the QueryClient holds, as text: queries and mutations, data, variables, errors. */
function cacheText(app: ReturnType<typeof createHarness>) {
  const queries = app.queryClient
    .getQueryCache()
    .getAll()
    .map((query) => query.state);
  const mutations = app.queryClient
    .getMutationCache()
    .getAll()
    .map((mutation) => mutation.state);
  const seen = new WeakSet();
  return JSON.stringify({ queries, mutations }, (_key, value: unknown) => {
    if (typeof value === 'object' && value !== null) {
      if (seen.has(value)) return undefined;
      seen.add(value);
      if (value instanceof Error)
        return { ...value, message: value.message, cause: String(value.cause) };
    }
    return value;
  });
}

function expectNoPasswords(app: ReturnType<typeof createHarness>, passwords: string[]) {
  const text = cacheText(app);
  for (const password of passwords) expect(text).not.toContain(password);
  for (const field of PASSWORD_FIELDS) expect(text).not.toContain(`"${field}"`);
}

describe('no password is ever reachable in the QueryClient', () => {
  it('nor a verification code: verifyEmail keeps it out of the cache', async () => {
    const app = createHarness();
    const { user, password } = await app.createUser({ email: 'coder@example.com' });
    await app.signIn({ email: user.email, password });
    const view = app.renderAuthHook(() => useVerifyEmail());
    await app.client.requestEmailVerificationOTP({ userId: user.id, email: user.email });
    const otp = app.mailbox.latestOtp(user.email, 'verify-email');
    await act(() => view.result.current.mutateAsync({ email: user.email, otp }));
    // TanStack Query tells the hook on its next tick.
    await eventually(() => expect(view.result.current.variables).toEqual({ email: user.email }));
    expect(cacheText(app)).not.toContain(otp);
    expect(cacheText(app)).not.toContain('"otp"');
  });

  it('after signup, login (right and wrong), changePassword, resetPassword and updateUser', async () => {
    const app = createHarness({ clientHasApiKey: true });
    const view = app.renderAuthHook(() => ({
      signup: useSignup(),
      login: useLogin(),
      change: useChangePassword(),
      reset: useResetPassword(),
      update: useUpdateUser(),
    }));
    const email = 'secret-keeper@example.com';
    const secrets = [
      'first secret pw',
      'wrong secret pw',
      'second secret pw',
      'third secret pw',
      'fourth secret pw',
    ];
    const [first, wrong, second, third, fourth] = secrets as [
      string,
      string,
      string,
      string,
      string,
    ];

    const { user } = await act(() =>
      view.result.current.signup.mutateAsync({ name: 'Keeper', email, password: first }),
    );
    await act(() =>
      view.result.current.login.mutateAsync({ email, password: wrong }).catch(() => undefined),
    );
    await act(() => view.result.current.login.mutateAsync({ email, password: first }));
    expect(view.result.current.login.variables).toEqual({ email });
    await act(() =>
      view.result.current.change.mutateAsync({
        userId: user.id,
        currentPassword: first,
        newPassword: second,
      }),
    );
    expect(view.result.current.change.variables).toEqual({ userId: user.id });
    await app.client.requestResetUserPasswordOTP({ email });
    const otp = app.mailbox.latestOtp(email);
    await act(() => view.result.current.reset.mutateAsync({ email, otp, newPassword: third }));
    // The code is a secret too: it never rests in the cache either.
    expect(view.result.current.reset.variables).toEqual({ email });
    expect(cacheText(app)).not.toContain(otp);
    await act(() => view.result.current.login.mutateAsync({ email, password: third }));
    await act(() =>
      view.result.current.update.mutateAsync({
        userId: user.id,
        name: 'Renamed',
        password: fourth,
      }),
    );
    expect(view.result.current.update.variables).toEqual({ userId: user.id, name: 'Renamed' });

    await eventually(() => expect(app.queryClient.isMutating()).toBe(0));
    expect(app.queryClient.getMutationCache().getAll().length).toBeGreaterThanOrEqual(6);
    expectNoPasswords(app, secrets);
  });

  it('hooks keep the password out of the cache while the mutation is still in flight', async () => {
    const app = createHarness();
    const { user, password } = await app.createUser({ password: 'in-flight password' });
    const view = app.renderAuthHook(() => useLogin());
    const login = app.network.hold('/users/login');
    await act(async () => {
      const pending = view.result.current.mutateAsync({ email: user.email, password });
      // The request is at the service's door, not answered: the mutation is in flight.
      await login.reached();
      expect(app.queryClient.isMutating()).toBe(1);
      expectNoPasswords(app, [password]);
      login.release();
      await pending;
    });
  });

  it('a failed mutation keeps no password in its variables or error either', async () => {
    const app = createHarness();
    const view = app.renderAuthHook(() => useLogin());
    await act(() =>
      view.result.current
        .mutateAsync({ email: 'nobody@example.com', password: 'unlucky password' })
        .catch(() => undefined),
    );
    await eventually(() => expect(view.result.current.isError).toBe(true));
    expect(view.result.current.error?.name).toBe('AuthenticationError');
    expectNoPasswords(app, ['unlucky password']);
  });

  it('the password is gone after settling even when a factory is used with plain useMutation', async () => {
    const app = createHarness();
    const { user, password } = await app.createUser({ password: 'factory password' });
    const view = app.renderAuthHook(() => useMutation(loginMutationOptions(app.client)));
    await act(() => view.result.current.mutateAsync({ email: user.email, password }));
    await eventually(() => expect(view.result.current.isSuccess).toBe(true));
    expectNoPasswords(app, [password]);
  });
});
