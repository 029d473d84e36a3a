import { describe, expect, it } from 'vitest';
import { KEY, serviceFixture } from './service-fixture';

// forgot-password answers alike whether an account uses the email; so must a reset tried with
// it afterwards, expired or not: else 10 minutes later `otp_expired` tells that it exists.
const svc = serviceFixture();

const forgot = (email: string) =>
  svc.call('POST', '/users/forgot-password', { apiKey: KEY, body: { email } });
const reset = (email: string) =>
  svc.call('POST', '/users/reset-password', {
    apiKey: KEY,
    body: { email, otp: '123456', newPassword: 'a brand new password' },
  });

describe('reset-password tells no account apart', () => {
  it('answers alike for an account and an unknown email, before and after the code expires', async () => {
    const user = await svc.signup();
    const unknown = `nobody-${user.id}@example.com`;
    expect((await forgot(user.email)).status).toBe(200);
    expect((await forgot(unknown)).status).toBe(200);
    const fresh = [await reset(user.email), await reset(unknown)];
    expect(fresh.map((answer) => [answer.status, answer.body.error])).toEqual([
      [400, 'invalid_otp'],
      [400, 'invalid_otp'],
    ]);
    svc.clock.now += 11 * 60 * 1000;
    const expired = [await reset(user.email), await reset(unknown)];
    expect(expired.map((answer) => [answer.status, answer.body.error])).toEqual([
      [400, 'otp_expired'],
      [400, 'otp_expired'],
    ]);
  });
});
