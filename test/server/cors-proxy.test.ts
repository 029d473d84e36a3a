import { request as httpRequest } from 'node:http';
import { createServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serviceFixture } from './service-fixture';

// The false alarm of issue 14: an app whose dev server proxies /users to the service. The
// browser calls its own origin, the proxy forwards Origin with the rest, every request works:
// nothing to report. Here through Vite's real proxy, with and without changeOrigin.

const refused: string[] = [];
const svc = serviceFixture({ onOriginRefused: (origin) => refused.push(origin) });

let vite: ViteDevServer | undefined;
/** Where Vite listens, and the origin a browser shows for it. */
let listening = '';
let page = '';

beforeAll(async () => {
  vite = await createServer({
    configFile: false,
    root: import.meta.dirname,
    logLevel: 'silent',
    server: {
      host: '127.0.0.1',
      port: 0,
      proxy: {
        // Host rewritten to the service's (as a Next.js rewrite does).
        '/users': { target: svc.server.url, changeOrigin: true },
        // The browser's Host kept (Vite's default).
        '/kept-host': {
          target: svc.server.url,
          rewrite: (path) => path.replace(/^\/kept-host/, ''),
        },
      },
    },
  });
  await vite.listen();
  const address = vite.httpServer?.address();
  if (!address || typeof address === 'string') throw new Error('Vite did not listen');
  listening = `http://127.0.0.1:${address.port}`;
  page = `http://localhost:${address.port}`;
});
afterAll(() => vite?.close());

/**
 * What Chromium sends for `fetch('/users/login', { method: 'POST', ... })` from a page on the
 * dev server: a same-origin request, Origin included (it is a POST).
 */
function loginFromPage(path: string): Promise<number> {
  const body = JSON.stringify({ email: 'nobody@example.com', password: 'wrong password' });
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      `${listening}${path}`,
      {
        method: 'POST',
        headers: {
          Host: new URL(page).host,
          Origin: page,
          'Content-Type': 'application/json',
          'X-App-Id': 'app-1',
          'Sec-Fetch-Site': 'same-origin',
          'Sec-Fetch-Mode': 'cors',
          'Sec-Fetch-Dest': 'empty',
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

describe("behind the app's own proxy (Vite's)", () => {
  it('a page calling its own origin is not reported as refused, whatever the proxy does to Host', async () => {
    expect(await loginFromPage('/users/login')).toBe(401);
    expect(await loginFromPage('/kept-host/users/login')).toBe(401);
    expect(refused).toEqual([]);
  });
});
