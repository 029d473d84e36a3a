import { onlineManager } from '@tanstack/react-query';
import { act } from '@testing-library/react';
import {
  authKeys,
  useForgotPassword,
  useLogin,
  useUserProfile,
  useVerifyEmail,
} from 'latchkey/react';
import { describe, expect, it } from 'vitest';
import { createHarness, eventually } from './harness';

describe('mutation hooks: the app’s options and calls', () => {
  it('the app’s onSuccess runs after latchkey’s own work: verifyEmail has refreshed the profile', async () => {
    const app = createHarness();
    const user = await app.signIn();
    await app.client.requestEmailVerificationOTP({ userId: user.id, email: user.email });
    const otp = app.mailbox.latestOtp(user.email);
    const seenByApp: unknown[] = [];
    const view = app.renderAuthHook(() => ({
      profile: useUserProfile({ userId: user.id }),
      verify: useVerifyEmail({
        onSuccess: () => {
          seenByApp.push(app.queryClient.getQueryData(authKeys.profile(user.id)));
        },
      }),
    }));
    await eventually(() => expect(view.result.current.profile.data?.emailVerified).toBe(false));
    // latchkey's refresh of the profile is slow: the app's callback must still see its result.
    const refresh = app.network.hold('/users/profile');
    await act(async () => {
      const verifying = view.result.current.verify.mutateAsync({ email: user.email, otp });
      await refresh.reached();
      expect(seenByApp).toEqual([]);
      refresh.release();
      await verifying;
    });
    expect(seenByApp).toEqual([expect.objectContaining({ id: user.id, emailVerified: true })]);
  });

  it('a second mutate while one is pending drops nothing: same variables join, others follow', async () => {
    const app = createHarness({ clientHasApiKey: true });
    const ada = (await app.createUser()).user;
    const grace = (await app.createUser()).user;
    const view = app.renderAuthHook(() => useForgotPassword());
    app.clearRequests();
    const forgot = app.network.hold('/users/forgot-password');
    const calls: string[] = [];
    await act(async () => {
      const { mutateAsync } = view.result.current;
      const all = Promise.all([
        mutateAsync({ email: ada.email }, { onSuccess: () => calls.push('first') }),
        mutateAsync({ email: ada.email }, { onSuccess: () => calls.push('double click') }),
        mutateAsync({ email: grace.email }, { onSuccess: () => calls.push('other email') }),
      ]);
      // All three were asked for while the first is still at the service's door.
      await forgot.reached();
      forgot.release();
      await all;
    });
    expect(app.requests).toEqual(['POST /users/forgot-password', 'POST /users/forgot-password']);
    expect(app.mailbox.messages(ada.email)).toHaveLength(1);
    expect(app.mailbox.messages(grace.email)).toHaveLength(1);
    expect([...calls].sort()).toEqual(['double click', 'first', 'other email']);
  });

  it('the app’s networkMode wins over latchkey’s default (always)', async () => {
    const app = createHarness();
    const { user, password } = await app.createUser();
    const view = app.renderAuthHook(() => useLogin({ networkMode: 'online' }));
    app.clearRequests();
    onlineManager.setOnline(false);
    act(() => view.result.current.mutate({ email: user.email, password }));
    await eventually(() => expect(view.result.current.isPaused).toBe(true));
    expect(app.requests).toEqual([]);
    act(() => onlineManager.setOnline(true));
    await eventually(() => expect(view.result.current.isSuccess).toBe(true));
    // Back online, the provider also re-checks the session.
    expect(app.requests.filter((request) => request.endsWith('/login'))).toEqual([
      'POST /users/login',
    ]);
  });
});
