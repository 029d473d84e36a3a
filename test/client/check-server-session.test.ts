import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigurationError, checkServerSession } from '../../src/index';
import { type AuthServer, startAuthServer } from '../../src/server';

// What a server component or a loader does with the visitor's Cookie header, against the real
// reference service over loopback HTTP.

let server: AuthServer;
beforeAll(async () => {
  server = await startAuthServer({
    port: 0,
    apps: { shop: 'shop-key' },
    hashCost: { N: 1024, r: 8, p: 1 },
  });
});
afterAll(() => server.close());

/** Signs a fresh account up and returns its session cookie, as the browser would hold it. */
async function signedUpCookie(name: string) {
  const response = await fetch(`${server.url}/users/signup`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-App-Id': 'shop' },
    body: JSON.stringify({
      name,
      email: `${name}-${crypto.randomUUID()}@example.com`,
      password: 'correct horse battery',
    }),
  });
  const [setCookie] = response.headers.getSetCookie();
  return {
    cookie: setCookie?.split(';')[0] ?? '',
    user: ((await response.json()) as { user: { id: string } }).user,
  };
}

function recordingFetch() {
  const sent: { url: string; cookie: string | null }[] = [];
  const fetcher = (url: string, init: RequestInit) => {
    sent.push({ url, cookie: new Headers(init.headers).get('cookie') });
    return fetch(url, init);
  };
  return { sent, fetcher };
}

describe('checkServerSession', () => {
  it('answers the visitor’s session from their Cookie header, passing on only the session cookie', async () => {
    const { cookie, user } = await signedUpCookie('ada');
    const { sent, fetcher } = recordingFetch();
    const session = await checkServerSession({
      cookie: `theme=dark; ${cookie}; analytics=abc123`,
      baseUrl: server.url,
      appId: 'shop',
      fetch: fetcher,
    });
    expect(session).toMatchObject({ authenticated: true, user: { id: user.id, name: 'ada' } });
    expect(sent).toEqual([{ url: `${server.url}/users/session`, cookie }]);
    // Plain JSON: it crosses from a server component to a client one unchanged.
    expect(JSON.parse(JSON.stringify(session))).toEqual(session);
    expect(JSON.stringify(session)).not.toMatch(/password/i);
  });

  it.each([undefined, null, '', 'theme=dark', 'service_user_session='])(
    'with no session cookie (%j) answers signed out without a request',
    async (header) => {
      const { sent, fetcher } = recordingFetch();
      await expect(
        checkServerSession({ cookie: header, baseUrl: server.url, appId: 'shop', fetch: fetcher }),
      ).resolves.toEqual({ authenticated: false, user: null });
      expect(sent).toEqual([]);
    },
  );

  it('a session the service does not know (signed out, expired) is signed out', async () => {
    await expect(
      checkServerSession({
        cookie: 'service_user_session=forged',
        baseUrl: server.url,
        appId: 'shop',
      }),
    ).resolves.toEqual({ authenticated: false, user: null });
  });

  it('a signed-out session is signed out on the server too', async () => {
    const { cookie } = await signedUpCookie('grace');
    await fetch(`${server.url}/users/logout`, {
      method: 'POST',
      headers: { Cookie: cookie, 'X-App-Id': 'shop' },
    });
    await expect(
      checkServerSession({ cookie, baseUrl: server.url, appId: 'shop' }),
    ).resolves.toEqual({
      authenticated: false,
      user: null,
    });
  });

  it('a service that cannot be reached leaves the answer to the browser (undefined)', async () => {
    const { cookie } = await signedUpCookie('alan');
    await expect(
      checkServerSession({
        cookie,
        baseUrl: server.url,
        appId: 'shop',
        fetch: () => Promise.reject(new TypeError('fetch failed')),
      }),
    ).resolves.toBeUndefined();
  });

  it.each([503, 500, 429])(
    'a %i answer is no answer: left to the browser (undefined)',
    async (status) => {
      await expect(
        checkServerSession({
          cookie: 'service_user_session=abc',
          baseUrl: server.url,
          appId: 'shop',
          fetch: async () => Response.json({ error: 'unavailable' }, { status }),
        }),
      ).resolves.toBeUndefined();
    },
  );

  it('a wrong baseUrl (a 404, a page that is not the service) rejects instead of signing out', async () => {
    const { cookie } = await signedUpCookie('edsger');
    await expect(
      checkServerSession({ cookie, baseUrl: `${server.url}/not-the-service`, appId: 'shop' }),
    ).rejects.toMatchObject({ name: 'ServiceError', status: 404 });
    await expect(
      checkServerSession({
        cookie,
        baseUrl: server.url,
        appId: 'shop',
        fetch: async () => new Response('<!doctype html><h1>My app</h1>', { status: 200 }),
      }),
    ).rejects.toMatchObject({ name: 'ServiceError', status: 200 });
  });

  it.each(['/api', 'api'])(
    'a relative baseUrl (%j) is a ConfigurationError relative_base_url',
    async (baseUrl) => {
      await expect(
        checkServerSession({ cookie: 'service_user_session=x', baseUrl, appId: 'shop' }),
      ).rejects.toSatisfy(
        (error) => error instanceof ConfigurationError && error.code === 'relative_base_url',
      );
    },
  );
});
