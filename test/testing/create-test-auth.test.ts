import { AuthenticationError } from 'latchkey';
import { createTestAuth } from 'latchkey/testing';
import { describe, expect, it } from 'vitest';

// This file is also the README's example of testing an app's auth flows with latchkey/testing.
describe('createTestAuth', () => {
  it('runs a whole sign-up → verify → logout → login flow in process, no mocks', async () => {
    const auth = createTestAuth();
    const { user } = await auth.client.signupUser({
      name: 'Ada',
      email: 'ada@example.com',
      password: 'correct horse',
    });
    await auth.client.requestEmailVerificationOTP({ userId: user.id, email: 'ada@example.com' });
    await auth.client.verifyEmail({
      email: 'ada@example.com',
      otp: auth.mailbox.latestOtp('ada@example.com'),
    });
    await expect(auth.client.getUserProfile({ userId: user.id })).resolves.toMatchObject({
      emailVerified: true,
    });

    await auth.client.logoutUser();
    expect(auth.client.getSession().status).toBe('unauthenticated');
    await expect(
      auth.client.loginUser({ email: 'ada@example.com', password: 'wrong one' }),
    ).rejects.toBeInstanceOf(AuthenticationError);
    await auth.client.loginUser({ email: 'ada@example.com', password: 'correct horse' });
    expect(auth.client.getSession().status).toBe('authenticated');
  });

  it('seeds users without touching the client’s session, and signs in', async () => {
    const auth = createTestAuth();
    const { user, password } = await auth.createUser({
      email: 'grace@example.com',
      verified: true,
    });
    expect(user).toMatchObject({ email: 'grace@example.com', emailVerified: true });
    expect(auth.client.getSession().status).toBe('unknown');
    await expect(auth.signIn({ email: user.email, password })).resolves.toMatchObject({
      id: user.id,
    });
    const someone = await createTestAuth().signIn();
    expect(someone.email).toMatch(/@example\.test$/);
  });

  it('gives each extra client its own session, like another device', async () => {
    const auth = createTestAuth();
    await auth.signIn();
    const other = auth.createClient();
    await expect(other.checkUserSession()).resolves.toEqual({ authenticated: false });
    await expect(auth.client.checkUserSession()).resolves.toMatchObject({ authenticated: true });
  });

  it('reads the password-reset code from the mailbox and says when there is none', async () => {
    const auth = createTestAuth();
    const { user } = await auth.createUser();
    expect(() => auth.mailbox.latestOtp(user.email)).toThrow(/No OTP email/);
    await auth.client.requestResetUserPasswordOTP({ email: user.email });
    const otp = auth.mailbox.latestOtp(user.email, 'reset-password');
    await auth.client.resetUserPassword({ email: user.email, otp, newPassword: 'a new password' });
    await auth.signIn({ email: user.email, password: 'a new password' });
    // The code, then the notice of the reset (no code in it).
    expect(auth.mailbox.messages(user.email).map((message) => message.kind)).toEqual([
      'reset-password',
      'password-reset',
    ]);
    expect(auth.mailbox.latestOtp(user.email)).toBe(otp);
  });

  it('can leave the API key out of the client, as for a browser app without recovery', async () => {
    const auth = createTestAuth({ clientHasApiKey: false });
    await expect(
      auth.client.requestResetUserPasswordOTP({ email: 'x@example.com' }),
    ).rejects.toMatchObject({ name: 'ConfigurationError', code: 'api_key_required' });
    expect(auth.requests).toEqual([]);
  });

  it('tests as a browser app runs: the public key opens recovery and nothing else', async () => {
    const auth = createTestAuth({
      publicKeys: { 'test-app': 'test-public-key' },
      clientHasApiKey: false,
      clientOptions: { apiKey: 'test-public-key' },
    });
    // Seeding still may set what only the app decides.
    const { user } = await auth.createUser({ email: 'grace@example.com', role: 'admin' });
    expect(user.role).toBe('admin');
    await auth.client.requestResetUserPasswordOTP({ email: 'grace@example.com' });
    await expect(auth.client.getUser({ id: user.id })).rejects.toMatchObject({ status: 401 });
  });
});
