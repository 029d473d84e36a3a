import { describe, expect, it } from 'vitest';
import { main } from '../../src/server/cli';
import { PASSWORD, serviceFixture } from './service-fixture';

// Issue 15 item 12: behind a TLS proxy the session cookie had no Secure.

const account = (n: string) => ({ name: 'Ann', email: `ann-${n}@example.com`, password: PASSWORD });
const secure = (cookies: string[]) => {
  const session = cookies.find((cookie) => cookie.startsWith('service_user_session='));
  expect(session).toBeDefined();
  return /;\s*Secure(;|$)/i.test(session ?? '');
};

describe('Secure on the session cookie behind a trusted proxy', () => {
  const service = serviceFixture({ trustProxy: true });

  it('is added when X-Forwarded-Proto says https, and left off for http', async () => {
    const https = await service.call('POST', '/users/signup', {
      body: account('https'),
      headers: { 'X-Forwarded-Proto': 'https' },
    });
    expect(https.status).toBe(201);
    expect(secure(https.cookies)).toBe(true);
    // The first entry is the scheme the client used on the proxy in front.
    const chained = await service.call('POST', '/users/login', {
      body: { email: 'ann-https@example.com', password: PASSWORD },
      headers: { 'X-Forwarded-Proto': 'HTTPS, http' },
    });
    expect(secure(chained.cookies)).toBe(true);
    const http = await service.call('POST', '/users/signup', {
      body: account('http'),
      headers: { 'X-Forwarded-Proto': 'http' },
    });
    expect(secure(http.cookies)).toBe(false);
    const logout = await service.call('POST', '/users/logout', {
      headers: { 'X-Forwarded-Proto': 'https' },
    });
    expect(logout.cookies.some((cookie) => /;\s*Secure/.test(cookie))).toBe(true);
  });
});

describe('X-Forwarded-Proto without --trust-proxy', () => {
  const service = serviceFixture();

  it('is ignored: any client can send it', async () => {
    const answer = await service.call('POST', '/users/signup', {
      body: account('untrusted'),
      headers: { 'X-Forwarded-Proto': 'https' },
    });
    expect(answer.status).toBe(201);
    expect(secure(answer.cookies)).toBe(false);
  });
});

describe('secureCookies: true', () => {
  const service = serviceFixture({ secureCookies: true });

  it('forces Secure over plain http', async () => {
    const answer = await service.call('POST', '/users/signup', { body: account('forced') });
    expect(answer.status).toBe(201);
    expect(secure(answer.cookies)).toBe(true);
  });
});

describe('latchkey-server --secure-cookies', () => {
  it('forces Secure; without it plain http gets none', async () => {
    for (const [flags, expected] of [
      [['--secure-cookies'], true],
      [[], false],
    ] as const) {
      const server = await main(['--port', '0', '--memory', ...flags], {});
      if (!server) throw new Error('no server');
      try {
        // Logging out sets the (cleared) session cookie with the same attributes, no hashing.
        const response = await fetch(`${server.url}/users/logout`, {
          method: 'POST',
          headers: { 'X-App-Id': 'demo-app' },
        });
        expect(response.status).toBe(200);
        expect(secure(response.headers.getSetCookie())).toBe(expected);
      } finally {
        await server.close();
      }
    }
  });
});
