import { describe, expect, it } from 'vitest';
import type { AuthStore } from '../../src/server';
import { KEY, PASSWORD, serviceFixture } from './service-fixture';

const NEW_PASSWORD = 'a brand new password';

/**
 * Issue 15 items 1, 2 and 9 and the send-verify-otp oracle, over HTTP on one store: a code
 * works only for the address it was mailed to and dies when the email changes; a session alone
 * needs the current password to change the password or the email; an email change ends the
 * user's other sessions. `checksStore` (a second store) runs a service with small address
 * limits for the per-address limits on code mails and code checks.
 */
export function otpBindingSuite(storeName: string, store: AuthStore, checksStore: AuthStore) {
  describe(`codes follow the address, on ${storeName}`, () => {
    const svc = serviceFixture({ store });
    svc.remember(NEW_PASSWORD);

    const update = (userId: string, session: string, body: Record<string, unknown>) =>
      svc.call('PUT', `/users/update/${userId}`, { session, body });
    const lastCode = async (email: string) => (await svc.mail(email)).at(-1)?.otp ?? '';
    const profile = async (userId: string) =>
      (await svc.call('POST', '/users/profile', { apiKey: KEY, body: { userId } })).body;

    it('a verification code mailed to the old address verifies nothing after an email change (item 1)', async () => {
      const attacker = await svc.signup();
      const sent = await svc.call('POST', `/users/send-verify-otp/${attacker.id}`, {
        body: { email: attacker.email },
      });
      expect(sent.status).toBe(200);
      const code = await lastCode(attacker.email);
      const victim = `ceo-${attacker.id}@victim.example`;
      const moved = await update(attacker.id, attacker.session, {
        email: victim,
        currentPassword: PASSWORD,
      });
      expect(moved.status, JSON.stringify(moved.body)).toBe(200);

      for (const email of [attacker.email, victim]) {
        const answer = await svc.call('POST', '/users/verify-email', {
          body: { email, otp: code },
        });
        expect(answer).toMatchObject({ status: 400, body: { error: 'invalid_otp' } });
      }
      expect(await profile(attacker.id)).toMatchObject({ email: victim, emailVerified: false });
      expect(await svc.mail(victim)).toEqual([]);
    });

    it('a reset code mailed to the old address resets nothing after an email change (item 2)', async () => {
      const user = await svc.signup();
      const asked = await svc.call('POST', '/users/forgot-password', {
        apiKey: KEY,
        body: { email: user.email },
      });
      expect(asked.status).toBe(200);
      const code = await lastCode(user.email);
      const newEmail = `moved-${user.email}`;
      expect(
        (await update(user.id, user.session, { email: newEmail, currentPassword: PASSWORD }))
          .status,
      ).toBe(200);

      const reset = await svc.call('POST', '/users/reset-password', {
        apiKey: KEY,
        body: { email: user.email, otp: code, newPassword: NEW_PASSWORD },
      });
      expect(reset).toMatchObject({ status: 400, body: { error: 'invalid_otp' } });
      expect(await svc.login(newEmail, PASSWORD)).not.toBe('');
      expect(await svc.login(newEmail, NEW_PASSWORD)).toBe('');
    });

    it('a session alone needs the current password to change the password or the email (item 9)', async () => {
      const user = await svc.signup();
      for (const change of [{ password: NEW_PASSWORD }, { email: `other-${user.email}` }]) {
        const missing = await update(user.id, user.session, change);
        expect(missing).toMatchObject({
          status: 400,
          body: { error: 'validation_failed', fields: { currentPassword: 'Required' } },
        });
        const wrong = await update(user.id, user.session, {
          ...change,
          currentPassword: 'not the password',
        });
        expect(wrong).toMatchObject({
          status: 401,
          body: { error: 'invalid_credentials', fields: { currentPassword: expect.any(String) } },
        });
      }
      // Nothing changed; other fields need no password.
      expect(await profile(user.id)).toMatchObject({ email: user.email });
      expect(await svc.sessionValid(user.session)).toBe(true);
      expect((await update(user.id, user.session, { name: 'Renamed' })).status).toBe(200);

      const changed = await update(user.id, user.session, {
        password: NEW_PASSWORD,
        currentPassword: PASSWORD,
      });
      expect(changed.status).toBe(200);
      expect(JSON.stringify(changed.body)).not.toContain('currentPassword');
      expect(await svc.login(user.email, NEW_PASSWORD)).not.toBe('');
    });

    it('an email change ends the user’s other sessions and keeps the caller’s (item 9)', async () => {
      const user = await svc.signup();
      const other = await svc.login(user.email);
      const moved = await update(user.id, user.session, {
        email: `new-${user.email}`,
        currentPassword: PASSWORD,
      });
      expect(moved.status).toBe(200);
      expect(moved.cookies).toEqual([]);
      expect(moved.body.user).toMatchObject({ email: `new-${user.email}`, emailVerified: false });
      expect(await svc.sessionValid(user.session)).toBe(true);
      expect(await svc.sessionValid(other)).toBe(false);
    });

    it('the API key (the admin path) changes the email and the password without the current password', async () => {
      const user = await svc.signup();
      const answer = await svc.call('PUT', `/users/update/${user.id}`, {
        apiKey: KEY,
        body: { email: `admin-${user.email}`, password: NEW_PASSWORD },
      });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      expect(await svc.login(`admin-${user.email}`, NEW_PASSWORD)).not.toBe('');
      expect(await svc.sessionValid(user.session)).toBe(false);
    });
  });

  describe(`per-address limits on codes, on ${storeName}`, () => {
    const svc = serviceFixture({ store: checksStore, addressLimits: { otpEmails: 3 } });

    it('send-verify-otp with a wrong email counts against the address’s code mails', async () => {
      const user = await svc.signup();
      const send = (email: string) =>
        svc.call('POST', `/users/send-verify-otp/${user.id}`, { body: { email } });
      for (let i = 0; i < 3; i++) expect((await send(`wrong${i}@example.com`)).status).toBe(200);
      expect((await send(user.email)).status).toBe(429);
      expect(await svc.mail(user.email)).toEqual([]);
    });

    it('checks at most 100 codes per address in 15 minutes, then 429 before any check', async () => {
      const check = (i: number) =>
        svc.call('POST', '/users/verify-email', {
          body: { email: `guess${i}@example.com`, otp: '123456' },
        });
      for (let i = 0; i < 100; i++) expect((await check(i)).status).toBe(400);
      const refused = await check(100);
      expect(refused).toMatchObject({ status: 429, body: { error: 'rate_limited' } });
      expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
      const reset = await svc.call('POST', '/users/reset-password', {
        apiKey: KEY,
        body: { email: 'guess@example.com', otp: '123456', newPassword: NEW_PASSWORD },
      });
      expect(reset.status).toBe(429);
    });
  });
}
