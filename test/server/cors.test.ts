import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { describe, expect, it } from 'vitest';
import { APP, PUBLIC_KEY, serviceFixture } from './service-fixture';

// CORS over HTTP: what a page on another origin may read (Retry-After), and when a refused
// origin is reported (only for a request a browser would block, never one that came through
// the app's own proxy).

const refused: string[] = [];
const svc = serviceFixture({ onOriginRefused: (origin) => refused.push(origin) });

const APP_ORIGIN = 'http://app.example';

/** The headers Chromium sends with a fetch from `origin` to a service on another origin. */
const crossOrigin = (origin: string, site: 'same-site' | 'cross-site' = 'cross-site') => ({
  Origin: origin,
  'Sec-Fetch-Site': site,
  'Sec-Fetch-Mode': 'cors',
  'Sec-Fetch-Dest': 'empty',
});

/** The headers Chromium sends with a fetch (a POST: Origin included) to the page's own origin. */
const sameOrigin = (origin: string) => ({
  Origin: origin,
  'Sec-Fetch-Site': 'same-origin',
  'Sec-Fetch-Mode': 'cors',
  'Sec-Fetch-Dest': 'empty',
});

/**
 * A request with exactly these headers, Host included (fetch sets Host itself): what a proxy
 * that keeps the browser's Host sends.
 */
function raw(
  path: string,
  method: string,
  headers: Record<string, string>,
  body?: string,
): Promise<{ status: number; headers: IncomingHttpHeaders }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${svc.server.url}${path}`, { method, headers }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

const loginBody = (email: string) => JSON.stringify({ email, password: 'wrong password' });

describe('Access-Control-Expose-Headers: Retry-After for an allowed origin', () => {
  it('on every answer: a session check, a preflight, an error', async () => {
    const session = await svc.call('GET', '/users/session', { headers: crossOrigin(APP_ORIGIN) });
    expect(session.headers.get('access-control-expose-headers')).toBe('Retry-After');
    const preflight = await fetch(`${svc.server.url}/users/login`, {
      method: 'OPTIONS',
      headers: { ...crossOrigin(APP_ORIGIN), 'Access-Control-Request-Method': 'POST' },
    });
    expect(preflight.headers.get('access-control-expose-headers')).toBe('Retry-After');
    const missing = await svc.call('GET', '/users/nowhere', { headers: crossOrigin(APP_ORIGIN) });
    expect(missing.status).toBe(404);
    expect(missing.headers.get('access-control-expose-headers')).toBe('Retry-After');
  });

  it("on login's 429, with Retry-After beside it", async () => {
    const { email } = await svc.signup();
    for (let i = 0; i < 10; i++) {
      const failed = await svc.call('POST', '/users/login', {
        body: { email, password: 'wrong password' },
        headers: crossOrigin(APP_ORIGIN),
      });
      expect(failed.status).toBe(401);
    }
    const limited = await svc.call('POST', '/users/login', {
      body: { email, password: 'wrong password' },
      headers: crossOrigin(APP_ORIGIN),
    });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('access-control-allow-origin')).toBe(APP_ORIGIN);
    expect(limited.headers.get('access-control-expose-headers')).toBe('Retry-After');
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it("on forgot-password's 429 (the fourth request in 15 minutes)", async () => {
    const { email } = await svc.signup();
    const forgot = () =>
      svc.call('POST', '/users/forgot-password', {
        apiKey: PUBLIC_KEY,
        body: { email },
        headers: crossOrigin(APP_ORIGIN),
      });
    for (let i = 0; i < 3; i++) expect((await forgot()).status).toBe(200);
    const limited = await forgot();
    expect(limited.status).toBe(429);
    expect(limited.headers.get('access-control-allow-origin')).toBe(APP_ORIGIN);
    expect(limited.headers.get('access-control-expose-headers')).toBe('Retry-After');
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('not for an origin off the list', async () => {
    const answer = await svc.call('GET', '/users/session', {
      headers: crossOrigin('http://elsewhere.example'),
    });
    expect(answer.headers.get('access-control-expose-headers')).toBeNull();
  });
});

describe('a refused origin is reported only when a browser would block the request', () => {
  it('a page calling through its own proxy (Sec-Fetch-Site: same-origin forwarded): not reported', async () => {
    refused.length = 0;
    const page = 'http://localhost:3000';
    const login = await svc.call('POST', '/users/login', {
      body: { email: 'nobody@example.com', password: 'wrong password' },
      headers: sameOrigin(page),
    });
    expect(login.status).toBe(401);
    // A proxy that drops the Sec-Fetch-* headers but says where the request came in (raw HTTP:
    // Node's fetch would add Sec-Fetch-Mode: cors).
    const forwarded = await raw(
      '/users/login',
      'POST',
      {
        Origin: page,
        'X-Forwarded-Host': 'localhost:3000',
        'X-Forwarded-Proto': 'http',
        'Content-Type': 'application/json',
        'X-App-Id': APP,
      },
      loginBody('nobody@example.com'),
    );
    expect(forwarded.status).toBe(401);
    // One that keeps the browser's Host (Vite's proxy without changeOrigin).
    const keptHost = await raw(
      '/users/login',
      'POST',
      {
        Host: 'localhost:3000',
        Origin: page,
        'Content-Type': 'application/json',
        'X-App-Id': APP,
      },
      loginBody('nobody@example.com'),
    );
    expect(keptHost.status).toBe(401);
    expect(keptHost.headers['access-control-allow-origin']).toBeUndefined();
    expect(refused).toEqual([]);
  });

  it('requests a browser does not CORS-check (a form post, no-cors): not reported', async () => {
    refused.length = 0;
    // Raw HTTP: Node's fetch would send its own Sec-Fetch-Mode (cors).
    const navigation = await raw(
      '/users/login',
      'POST',
      {
        Origin: 'http://forms.example',
        'Content-Type': 'application/x-www-form-urlencoded',
        'Sec-Fetch-Site': 'cross-site',
        'Sec-Fetch-Mode': 'navigate',
        'Sec-Fetch-Dest': 'document',
      },
      'email=a%40example.com&password=x',
    );
    expect(navigation.status).toBe(415);
    const noCors = await raw('/__dev/mailbox?email=a%40example.com', 'GET', {
      Origin: 'http://beacon.example',
      'Sec-Fetch-Site': 'cross-site',
      'Sec-Fetch-Mode': 'no-cors',
    });
    expect(noCors.status).toBe(200);
    expect(refused).toEqual([]);
  });

  it('a real cross-origin call is reported: a preflight, a simple GET, and without Sec-Fetch-*', async () => {
    refused.length = 0;
    // Same site, other port: still another origin, so CORS applies.
    const preflight = await fetch(`${svc.server.url}/users/login`, {
      method: 'OPTIONS',
      headers: {
        ...crossOrigin('http://localhost:4174', 'same-site'),
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type,x-app-id',
      },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    // A GET needs no preflight: it reaches the service, but the page cannot read the answer.
    const get = await raw('/__dev/mailbox?email=a%40example.com', 'GET', {
      ...crossOrigin('http://other.example'),
    });
    expect(get.status).toBe(200);
    expect(get.headers['access-control-allow-origin']).toBeUndefined();
    // An older browser: no Sec-Fetch-* (raw HTTP: Node's fetch would send Sec-Fetch-Mode: cors),
    // and the Origin is not the host the request came to.
    const old = await raw('/users/session', 'GET', {
      Origin: 'http://old.example',
      'X-App-Id': APP,
    });
    expect(old.status).toBe(200);
    expect(refused).toEqual([
      'http://localhost:4174',
      'http://other.example',
      'http://old.example',
    ]);
  });

  it('the allowed origin is never reported', async () => {
    refused.length = 0;
    await svc.call('GET', '/users/session', { headers: crossOrigin(APP_ORIGIN) });
    expect(refused).toEqual([]);
  });
});
