import { describe, expect, it } from 'vitest';
import { createAuthService } from '../../src/server';
import { KEY, OTHER_APP, PASSWORD, PUBLIC_KEY, serviceFixture } from './service-fixture';

// A browser app's key is public: anyone can read it from the page. It opens password recovery
// (which needs the app's key but acts on nobody in particular) and grants nothing else.
const svc = serviceFixture();

describe('the public key', () => {
  it('opens forgot and reset password', async () => {
    const user = await svc.signup();
    const forgot = await svc.call('POST', '/users/forgot-password', {
      apiKey: PUBLIC_KEY,
      body: { email: user.email },
    });
    expect(forgot.status).toBe(200);
    // The code is mailed in the background (the answer does not wait for it).
    const mailed = async () => (await svc.mail(user.email)).at(-1)?.otp ?? '';
    await expect.poll(mailed).toMatch(/^\d{6}$/);
    const otp = await mailed();
    const reset = await svc.call('POST', '/users/reset-password', {
      apiKey: PUBLIC_KEY,
      body: { email: user.email, otp, newPassword: 'a-new-password-1' },
    });
    expect(reset.status).toBe(200);
    expect(await svc.login(user.email, 'a-new-password-1')).not.toBe('');
  });

  it('acts on no user: another user cannot be read, changed, deleted or re-passworded', async () => {
    const victim = await svc.signup();
    const attacker = await svc.signup();
    const alone: { apiKey: string; session?: string } = { apiKey: PUBLIC_KEY };
    const asAttacker = { apiKey: PUBLIC_KEY, session: attacker.session };
    for (const auth of [alone, asAttacker]) {
      // With no session, nobody is acting (401); with one, only on its own user (403).
      const status = auth.session ? 403 : 401;
      const answers = [
        await svc.call('PUT', `/users/update/${victim.id}`, { ...auth, body: { name: 'Owned' } }),
        await svc.call('DELETE', `/users/delete/${victim.id}`, auth),
        await svc.call('PUT', `/users/change-password/${victim.id}`, {
          ...auth,
          body: { currentPassword: PASSWORD, newPassword: 'owned-password-1' },
        }),
        await svc.call('POST', '/users/profile', { ...auth, body: { userId: victim.id } }),
        await svc.call('GET', `/users/app-1/user?id=${victim.id}`, auth),
        await svc.call('GET', `/users/check-user/${victim.id}`, auth),
      ];
      expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => status));
    }
    // Untouched: the victim signs in with the old password and keeps the name.
    const session = await svc.login(victim.email);
    const profile = await svc.call('POST', '/users/profile', {
      session,
      body: { userId: victim.id },
    });
    expect(profile.body).toMatchObject({ id: victim.id, name: expect.stringMatching(/^User /) });
  });

  it('cannot set role or isActive, at signup or after (403 insufficient_scope)', async () => {
    for (const extra of [{ role: 'admin' }, { isActive: true }]) {
      for (const credentials of [{}, { apiKey: PUBLIC_KEY }]) {
        const answer = await svc.call('POST', '/users/signup', {
          ...credentials,
          body: { name: 'Mallory', email: 'mallory@example.com', password: PASSWORD, ...extra },
        });
        expect(answer.status, JSON.stringify([extra, credentials])).toBe(403);
        expect(answer.body.error).toBe('insufficient_scope');
      }
    }
    const user = await svc.signup();
    const promoted = await svc.call('PUT', `/users/update/${user.id}`, {
      apiKey: PUBLIC_KEY,
      session: user.session,
      body: { role: 'admin' },
    });
    expect(promoted.status).toBe(403);
    // The secret key may: the app decides.
    const admin = await svc.signup({ role: 'admin' }, undefined, { apiKey: KEY });
    const state = await svc.call('POST', '/users/profile', {
      apiKey: KEY,
      body: { userId: admin.id },
    });
    expect(state.body).toMatchObject({ role: 'admin' });
  });

  it("is one app's only: with another app id it is 401 invalid_api_key", async () => {
    const answer = await svc.call('POST', '/users/forgot-password', {
      appId: OTHER_APP,
      apiKey: PUBLIC_KEY,
      body: { email: 'someone@example.com' },
    });
    expect(answer).toMatchObject({ status: 401, body: { error: 'invalid_api_key' } });
  });

  it('defaults to demo-app:demo-public-key when no apps are given, and to none when they are', async () => {
    const forgot = (service: ReturnType<typeof createAuthService>, apiKey: string) =>
      service(
        new Request('http://localhost/users/forgot-password', {
          method: 'POST',
          headers: {
            'X-App-Id': 'demo-app',
            'X-API-Key': apiKey,
            'Content-Type': 'application/json',
          },
          body: JSON.stringify({ email: 'ada@example.com' }),
        }),
      );
    // The cheap test hash cost: each service hashes a dummy password when it is created.
    const hashCost = { N: 1024, r: 8, p: 1 };
    expect((await forgot(createAuthService({ hashCost }), 'demo-public-key')).status).toBe(200);
    expect((await forgot(createAuthService({ hashCost }), 'demo-key')).status).toBe(200);
    const own = createAuthService({ apps: { 'demo-app': 'demo-key' }, hashCost });
    expect((await forgot(own, 'demo-public-key')).status).toBe(401);
  });

  it('refuses, at start, a public key of an unknown app or equal to the secret key', () => {
    expect(() => createAuthService({ apps: { a: 'k' }, publicKeys: { b: 'p' } })).toThrow(
      /"b" is not one of the apps/,
    );
    expect(() => createAuthService({ apps: { a: 'k' }, publicKeys: { a: 'k' } })).toThrow(
      /is its secret API key/,
    );
  });
});
