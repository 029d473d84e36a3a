import { describe, expect, it } from 'vitest';
import { createAuthService } from '../../src/server';
import { APP, KEY, PASSWORD, serviceFixture } from './service-fixture';

const svc = serviceFixture();

describe('signup', () => {
  it('creates the user, answers 201 {user} without the password, and signs in', async () => {
    const { id, session, answer } = await svc.signup({
      username: 'ada',
      phone: null,
      plan: 'pro',
      referrer: { code: 7 },
    });
    const user = answer.body.user as Record<string, unknown>;
    expect(user).toMatchObject({
      id,
      name: expect.any(String),
      username: 'ada',
      phone: null,
      address: null,
      avatarUrl: null,
      isActive: null,
      role: null,
      settings: null,
      emailVerified: false,
      plan: 'pro',
      referrer: { code: 7 },
    });
    expect(user).not.toHaveProperty('password');
    expect(user).not.toHaveProperty('passwordHash');
    expect(await svc.sessionValid(session)).toBe(true);
  });

  it('sets the session cookie HttpOnly, SameSite=Lax, Path=/, not Secure over http', async () => {
    const { answer } = await svc.signup();
    const cookie = answer.cookies.find((c) => c.startsWith('service_user_session='));
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Lax/);
    expect(cookie).toMatch(/; Path=\//);
    expect(cookie).not.toMatch(/Secure/);
    // At least 128 random bits: 32 bytes base64url.
    expect(svc.sessionOf(answer)).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('marks the cookie Secure when served over https', async () => {
    const service = createAuthService({ apps: { [APP]: KEY }, hashCost: { N: 1024, r: 8, p: 1 } });
    const response = await service(
      new Request('https://auth.example/users/signup', {
        method: 'POST',
        headers: { 'X-App-Id': APP, 'Content-Type': 'application/json' },
        body: JSON.stringify({ name: 'A', email: 'secure@example.com', password: PASSWORD }),
      }),
    );
    expect(response.status).toBe(201);
    expect(response.headers.getSetCookie()[0]).toMatch(/; Secure/);
  });

  it('answers 409 conflict for a taken email, compared trimmed and case-insensitively', async () => {
    const { email } = await svc.signup();
    const again = await svc.call('POST', '/users/signup', {
      body: { name: 'B', email: `  ${email.toUpperCase()} `, password: PASSWORD },
    });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ error: 'conflict', fields: { email: 'Already taken' } });
    expect(again.cookies).toEqual([]);
  });

  it('answers 409 for a taken username', async () => {
    await svc.signup({ username: 'Grace' });
    const again = await svc.call('POST', '/users/signup', {
      body: { name: 'B', email: 'other-grace@example.com', password: PASSWORD, username: 'grace' },
    });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ error: 'conflict', fields: { username: 'Already taken' } });
  });

  it('keeps the same email free in another app', async () => {
    const { email } = await svc.signup();
    const other = await svc.call('POST', '/users/signup', {
      appId: 'app-2',
      body: { name: 'B', email, password: PASSWORD },
    });
    expect(other.status).toBe(201);
  });

  it('answers 400 validation_failed naming each bad field', async () => {
    const answer = await svc.call('POST', '/users/signup', {
      body: { name: '  ', email: 'not-an-email', password: 'short', isActive: 'yes' },
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      error: 'validation_failed',
      message: expect.any(String),
      fields: {
        name: expect.any(String),
        email: 'Not an email address',
        password: 'At least 8 characters',
        isActive: expect.any(String),
      },
    });
  });

  it('refuses extra fields that would overwrite what the service keeps', async () => {
    const answer = await svc.call('POST', '/users/signup', {
      body: {
        name: 'A',
        email: 'reserved@example.com',
        password: PASSWORD,
        emailVerified: true,
        id: 'mine',
      },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.fields).toEqual({ emailVerified: 'Reserved field', id: 'Reserved field' });
    // Nothing was stored half-way: the email is still free.
    const retry = await svc.call('POST', '/users/signup', {
      body: { name: 'A', email: 'reserved@example.com', password: PASSWORD },
    });
    expect(retry.status).toBe(201);
  });
});

describe('login', () => {
  it('signs in with the right password (email matched case-insensitively)', async () => {
    const { email, id } = await svc.signup();
    const answer = await svc.call('POST', '/users/login', {
      body: { email: email.toUpperCase(), password: PASSWORD },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.user).toMatchObject({ id, email });
    expect(await svc.sessionValid(svc.sessionOf(answer) ?? '')).toBe(true);
  });

  it('answers the same 401 invalid_credentials for a wrong password and an unknown email', async () => {
    const { email } = await svc.signup();
    const wrong = await svc.call('POST', '/users/login', {
      body: { email, password: 'wrong password' },
    });
    const unknown = await svc.call('POST', '/users/login', {
      body: { email: 'nobody@example.com', password: 'wrong password' },
    });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual(unknown.body);
    expect(wrong.body.error).toBe('invalid_credentials');
    expect(wrong.cookies).toEqual([]);
  });

  it('answers 429 with Retry-After after 10 failed logins for one email in 15 minutes', async () => {
    const { email } = await svc.signup();
    for (let i = 0; i < 10; i++) {
      expect(
        (await svc.call('POST', '/users/login', { body: { email, password: 'wrong password' } }))
          .status,
      ).toBe(401);
    }
    const limited = await svc.call('POST', '/users/login', { body: { email, password: PASSWORD } });
    expect(limited.status).toBe(429);
    expect(limited.body.error).toBe('rate_limited');
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    svc.clock.now += 15 * 60 * 1000;
    expect(
      (await svc.call('POST', '/users/login', { body: { email, password: PASSWORD } })).status,
    ).toBe(200);
  });

  it('refuses an inactive account with 403 account_disabled', async () => {
    const { email } = await svc.signup({ isActive: false }, APP, { apiKey: KEY });
    const answer = await svc.call('POST', '/users/login', { body: { email, password: PASSWORD } });
    expect(answer.status).toBe(403);
    expect(answer.body.error).toBe('account_disabled');
  });
});

describe('logout and session', () => {
  it('logout ends only the calling session and clears its cookie', async () => {
    const { email, session: first } = await svc.signup();
    const second = await svc.login(email);
    const answer = await svc.call('POST', '/users/logout', { session: first });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ success: true });
    expect(answer.cookies[0]).toMatch(/^service_user_session=; .*Max-Age=0/);
    expect(await svc.sessionValid(first)).toBe(false);
    expect(await svc.sessionValid(second)).toBe(true);
  });

  it('logout without a session still answers success', async () => {
    expect((await svc.call('POST', '/users/logout')).body).toEqual({ success: true });
  });

  it('session: the user when the cookie is valid, authenticated:false otherwise', async () => {
    const { session, id } = await svc.signup();
    const valid = await svc.call('GET', '/users/session', { session });
    expect(valid.body).toMatchObject({ authenticated: true, user: { id } });
    expect(valid.cookies).toEqual([]);

    const none = await svc.call('GET', '/users/session');
    expect(none).toMatchObject({ status: 200, body: { authenticated: false }, cookies: [] });

    const bogus = await svc.call('GET', '/users/session', { session: 'forged-value' });
    expect(bogus.body).toEqual({ authenticated: false });
    expect(bogus.cookies[0]).toMatch(/Max-Age=0/);
  });

  it('a session expires after its lifetime (30 days)', async () => {
    const { session } = await svc.signup();
    svc.clock.now += 29 * 24 * 3600 * 1000;
    expect(await svc.sessionValid(session)).toBe(true);
    svc.clock.now += 2 * 24 * 3600 * 1000;
    expect(await svc.sessionValid(session)).toBe(false);
  });

  it('a session of one app is no session for another', async () => {
    const { session } = await svc.signup();
    expect(await svc.sessionValid(session, 'app-2')).toBe(false);
  });
});

describe('stale cookies', () => {
  it('a session check drops an unknown or expired cookie, but not one of another app', async () => {
    const { session } = await svc.signup();
    const otherApp = await svc.call('GET', '/users/session', { session, appId: 'app-2' });
    expect(otherApp.body).toEqual({ authenticated: false });
    expect(otherApp.cookies).toEqual([]);
    expect(await svc.sessionValid(session)).toBe(true);
    svc.clock.now += 31 * 24 * 3600 * 1000;
    const expired = await svc.call('GET', '/users/session', { session });
    expect(expired.cookies[0]).toMatch(/Max-Age=0/);
  });
});
