import { act } from '@testing-library/react';
import { ConfigurationError, RateLimitError } from 'latchkey';
import {
  useForgotPassword,
  useRequestEmailVerification,
  useSession,
  useUser,
  useUserExists,
  useUserProfile,
  useVerifyEmail,
} from 'latchkey/react';
import { describe, expect, it } from 'vitest';
import { createHarness, eventually } from './harness';

describe('the other hooks', () => {
  it('useUser and useUserExists read with the API key', async () => {
    const app = createHarness({ clientHasApiKey: true });
    const { user } = await app.createUser({ username: 'hopper' });
    const view = app.renderAuthHook(() => ({
      byName: useUser({ username: 'hopper' }),
      exists: useUserExists({ userId: user.id }),
      missing: useUserExists({ userId: 'nobody' }),
    }));
    await eventually(() => expect(view.result.current.byName.data?.id).toBe(user.id));
    await eventually(() => expect(view.result.current.exists.data).toEqual({ exists: true }));
    await eventually(() => expect(view.result.current.missing.data).toEqual({ exists: false }));
  });

  it('useUser without the API key errors with InsufficientScopeError', async () => {
    const app = createHarness();
    const user = await app.signIn();
    const view = app.renderAuthHook(() => useUser({ id: user.id }));
    await eventually(() => expect(view.result.current.error?.name).toBe('InsufficientScopeError'));
  });

  it('useUserProfile of another user with a session errors (403), and leaves the session alone', async () => {
    const app = createHarness();
    const { user: other } = await app.createUser();
    await app.signIn();
    const view = app.renderAuthHook(() => ({
      profile: useUserProfile({ userId: other.id }),
      session: useSession(),
    }));
    await eventually(() => expect(view.result.current.profile.error?.status).toBe(403));
    expect(view.result.current.session.status).toBe('authenticated');
  });

  it('useRequestEmailVerification and useVerifyEmail, with the service’s errors as `error`', async () => {
    const app = createHarness();
    const user = await app.signIn();
    const view = app.renderAuthHook(() => ({
      request: useRequestEmailVerification(),
      verify: useVerifyEmail(),
    }));
    await act(() =>
      view.result.current.request.mutateAsync({ userId: user.id, email: user.email }),
    );
    const otp = app.mailbox.latestOtp(user.email, 'verify-email');
    await act(() =>
      view.result.current.verify
        .mutateAsync({ email: user.email, otp: otp === '000000' ? '111111' : '000000' })
        .catch(() => undefined),
    );
    await eventually(() =>
      expect(view.result.current.verify.error).toMatchObject({ status: 400, code: 'invalid_otp' }),
    );
    await act(() => view.result.current.verify.mutateAsync({ email: user.email, otp }));
    await eventually(() => expect(view.result.current.verify.isSuccess).toBe(true));
  });

  it('useForgotPassword surfaces the rate limit as a RateLimitError with retryAfter', async () => {
    const app = createHarness({ clientHasApiKey: true });
    const view = app.renderAuthHook(() => useForgotPassword());
    for (let i = 0; i < 3; i++)
      await act(() => view.result.current.mutateAsync({ email: 'lost@example.com' }));
    await act(() =>
      view.result.current.mutateAsync({ email: 'lost@example.com' }).catch(() => undefined),
    );
    await eventually(() => expect(view.result.current.error).toBeInstanceOf(RateLimitError));
    expect((view.result.current.error as RateLimitError).retryAfter).toBeGreaterThan(0);
  });

  it('useForgotPassword without an API key says to pass apiKey, before any request', async () => {
    const app = createHarness({ clientHasApiKey: false });
    const view = app.renderAuthHook(() => useForgotPassword());
    app.clearRequests();
    await act(() =>
      view.result.current.mutateAsync({ email: 'lost@example.com' }).catch(() => undefined),
    );
    await eventually(() => expect(view.result.current.error).toBeInstanceOf(ConfigurationError));
    expect(view.result.current.error).toMatchObject({ code: 'api_key_required' });
    expect(view.result.current.error?.message).toMatch(/<AuthProvider>/);
    expect(app.requests.filter((request) => request.includes('forgot-password'))).toEqual([]);
  });

  it('mutation hooks run their own callbacks after latchkey’s', async () => {
    const app = createHarness({ clientHasApiKey: true });
    const calls: string[] = [];
    const view = app.renderAuthHook(() =>
      useForgotPassword({
        onSuccess: () => calls.push('hook option'),
        onSettled: () => calls.push('settled'),
      }),
    );
    await act(() =>
      view.result.current.mutateAsync(
        { email: 'cb@example.com' },
        { onSuccess: () => calls.push('per call') },
      ),
    );
    await eventually(() => expect(calls).toEqual(['hook option', 'settled', 'per call']));
  });

  it('hooks outside an AuthProvider explain what is missing', async () => {
    const { renderHook } = await import('@testing-library/react');
    expect(() => renderHook(() => useSession())).toThrow(/AuthProvider/);
  });
});
