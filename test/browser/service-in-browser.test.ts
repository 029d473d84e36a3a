import { describe, expect, it } from 'vitest';
import { createAuthClient } from '../../src/index';
import { createAuthService } from '../../src/server.browser';

// The reference service running in the page itself (as behind MSW in Storybook): Web Crypto,
// no Node. A browser will not put cookies on a Request or take them from a Response, so the
// host carries the session cookie through `cookie` and `setCookie`.
describe('the reference service inside Chromium', () => {
  it('signs up, checks the session, logs out and in, through the real client', async () => {
    const service = createAuthService({
      apps: { 'app-1': 'key-1' },
      hashCost: { N: 1024, r: 8, p: 1 },
    });
    let cookie = '';
    const client = createAuthClient({
      baseUrl: 'http://auth.in-page',
      appId: 'app-1',
      fetch: (input, init) =>
        service(new Request(input, init), {
          cookie,
          setCookie: (value) => {
            // The session's cookie only (sign-up and sign-in set the device cookie too).
            if (!value.startsWith('service_user_session=')) return;
            const pair = value.split(';')[0] ?? '';
            cookie = /Max-Age=0/.test(value) ? '' : pair;
          },
        }),
    });
    const account = { name: 'Ada', email: 'ada@example.com', password: 'correct horse battery' };
    const { user } = await client.signupUser(account);
    expect(cookie).toMatch(/^service_user_session=[\w-]{43}$/);
    await expect(client.checkUserSession()).resolves.toMatchObject({
      authenticated: true,
      user: { id: user.id },
    });
    await client.logoutUser();
    expect(cookie).toBe('');
    await expect(client.checkUserSession()).resolves.toEqual({ authenticated: false });
    await expect(
      client.loginUser({ email: account.email, password: 'wrong password' }),
    ).rejects.toMatchObject({
      name: 'AuthenticationError',
    });
    await client.loginUser({ email: account.email, password: account.password });
    await expect(client.getUserProfile({ userId: user.id })).resolves.toMatchObject({
      email: account.email,
    });
    // The in-page service hashes with PBKDF2 (Web Crypto has no scrypt) and never leaks it.
    const stored = await service.store.getUser('app-1', { id: user.id });
    expect(stored?.passwordHash).toMatch(/^pbkdf2-sha256\$100000\$/);
  });
});

describe('latchkey/testing inside Chromium', () => {
  it('signs in and keeps the session through its own cookie jar', async () => {
    const { createTestAuth } = await import('../../src/testing');
    const auth = createTestAuth();
    const user = await auth.signIn();
    await expect(auth.client.checkUserSession()).resolves.toMatchObject({
      authenticated: true,
      user: { id: user.id },
    });
    await auth.client.logoutUser();
    await expect(auth.client.checkUserSession()).resolves.toEqual({ authenticated: false });
  });
});
