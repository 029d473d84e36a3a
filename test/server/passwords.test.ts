import { describe, expect, it } from 'vitest';
import { KEY, PASSWORD, serviceFixture } from './service-fixture';

const svc = serviceFixture();
const NEW_PASSWORD = 'a whole new password';
svc.remember(NEW_PASSWORD);

describe('changePassword', () => {
  it('checks the current password, then ends every session of the user', async () => {
    const user = await svc.signup();
    const elsewhere = await svc.login(user.email);
    const wrong = await svc.call('PUT', `/users/change-password/${user.id}`, {
      session: user.session,
      body: { currentPassword: 'not the password', newPassword: NEW_PASSWORD },
    });
    expect(wrong).toMatchObject({ status: 401, body: { error: 'invalid_credentials' } });
    expect(await svc.sessionValid(user.session)).toBe(true);

    const answer = await svc.call('PUT', `/users/change-password/${user.id}`, {
      session: user.session,
      body: { currentPassword: PASSWORD, newPassword: NEW_PASSWORD },
    });
    expect(answer).toMatchObject({ status: 200, body: { success: true } });
    expect(answer.cookies[0]).toMatch(/Max-Age=0/);
    expect(await svc.sessionValid(user.session)).toBe(false);
    expect(await svc.sessionValid(elsewhere)).toBe(false);
    expect(await svc.login(user.email, PASSWORD)).toBe('');
    expect(await svc.login(user.email, NEW_PASSWORD)).not.toBe('');
  });

  it('needs the user’s own session (403 for another, 401 for none) and valid fields', async () => {
    const me = await svc.signup();
    const other = await svc.signup();
    const body = { currentPassword: PASSWORD, newPassword: NEW_PASSWORD };
    expect(
      (await svc.call('PUT', `/users/change-password/${other.id}`, { session: me.session, body }))
        .status,
    ).toBe(403);
    expect((await svc.call('PUT', `/users/change-password/${me.id}`, { body })).status).toBe(401);
    const short = await svc.call('PUT', `/users/change-password/${me.id}`, {
      session: me.session,
      body: { currentPassword: PASSWORD, newPassword: 'short' },
    });
    expect(short).toMatchObject({
      status: 400,
      body: { fields: { newPassword: 'At least 8 characters' } },
    });
  });
});

describe('forgot and reset password', () => {
  const forgot = (email: string, apiKey = KEY) =>
    svc.call('POST', '/users/forgot-password', { apiKey, body: { email } });
  const reset = (body: Record<string, unknown>, apiKey = KEY) =>
    svc.call('POST', '/users/reset-password', { apiKey, body });

  it('needs the API key (401 unauthenticated without it, even with a session)', async () => {
    const user = await svc.signup();
    expect(await forgot(user.email, '')).toMatchObject({
      status: 401,
      body: { error: 'unauthenticated' },
    });
    const withSession = await svc.call('POST', '/users/forgot-password', {
      session: user.session,
      body: { email: user.email },
    });
    expect(withSession.status).toBe(401);
    expect(
      (await reset({ email: user.email, otp: '123456', newPassword: NEW_PASSWORD }, '')).status,
    ).toBe(401);
  });

  it('answers the same for an unknown email, and mails nothing', async () => {
    const user = await svc.signup();
    const known = await forgot(user.email);
    const unknown = await forgot('nobody-here@example.com');
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(unknown.body).toEqual(known.body);
    expect(await svc.mail('nobody-here@example.com')).toEqual([]);
    expect((await svc.mail(user.email)).at(-1)?.kind).toBe('reset-password');
  });

  it('limits to 3 requests per email per 15 minutes, unknown emails too, with Retry-After', async () => {
    for (const email of [`limited-${Date.now()}@example.com`, (await svc.signup()).email]) {
      for (let i = 0; i < 3; i++) expect((await forgot(email)).status).toBe(200);
      const limited = await forgot(email);
      expect(limited).toMatchObject({ status: 429, body: { error: 'rate_limited' } });
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    svc.clock.now += 15 * 60 * 1000;
    expect((await forgot(`limited-later@example.com`)).status).toBe(200);
  });

  it('a valid code sets the new password, ends every session and creates none', async () => {
    const user = await svc.signup();
    await forgot(user.email);
    const otp = (await svc.mail(user.email)).at(-1)?.otp ?? '';
    const answer = await reset({ email: user.email, otp, newPassword: NEW_PASSWORD });
    expect(answer).toMatchObject({ status: 200, body: { success: true } });
    expect(answer.cookies).toEqual([]);
    expect(await svc.sessionValid(user.session)).toBe(false);
    expect(await svc.login(user.email, NEW_PASSWORD)).not.toBe('');
    // The code is burned.
    expect((await reset({ email: user.email, otp, newPassword: NEW_PASSWORD })).body.error).toBe(
      'invalid_otp',
    );
  });

  it('a wrong, expired or verify-email code does not reset', async () => {
    const user = await svc.signup();
    await svc.call('POST', `/users/send-verify-otp/${user.id}`, { body: { email: user.email } });
    const verifyCode = (await svc.mail(user.email)).at(-1)?.otp ?? '';
    expect(
      (await reset({ email: user.email, otp: verifyCode, newPassword: NEW_PASSWORD })).body.error,
    ).toBe('invalid_otp');

    await forgot(user.email);
    const otp = (await svc.mail(user.email)).at(-1)?.otp ?? '';
    svc.clock.now += 11 * 60 * 1000;
    expect((await reset({ email: user.email, otp, newPassword: NEW_PASSWORD })).body.error).toBe(
      'otp_expired',
    );
    expect(await svc.sessionValid(user.session)).toBe(true);
    expect(
      (await reset({ email: 'nobody@example.com', otp: '123456', newPassword: NEW_PASSWORD })).body
        .error,
    ).toBe('invalid_otp');
  });
});
