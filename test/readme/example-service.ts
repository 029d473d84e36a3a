import { createAuthService } from 'latchkey/server';

/** Where the README's and guides' examples say the service is, and the app they use. */
export const exampleService = {
  baseUrl: 'https://auth.example.com/api',
  appId: 'app_123',
  /** The app's public key: what the browser examples pass (recovery, nothing more). */
  apiKey: 'key_public_123',
  /** The app's secret key: what the server examples pass. */
  secretKey: 'key_secret_123',
};

/** The local reference service as `npx latchkey-server` starts it: the README's quick starts. */
export const localService = {
  baseUrl: 'http://localhost:8787',
  appId: 'demo-app',
  apiKey: 'demo-public-key',
  secretKey: 'demo-key',
};

/**
 * A fetch that answers the examples' `https://auth.example.com/api` and `http://localhost:8787`
 * with an in-process reference service (memory store, cheap hashing), so the snippets run
 * exactly as written. `refused` lists the requests answered 4xx/5xx: an example that catches
 * its errors would otherwise pass.
 */
export function exampleServiceFetch(): { fetch: typeof fetch; refused: string[] } {
  const refused: string[] = [];
  const services = [exampleService, localService];
  const service = createAuthService({
    apps: Object.fromEntries(services.map((app) => [app.appId, app.secretKey])),
    publicKeys: Object.fromEntries(services.map((app) => [app.appId, app.apiKey])),
    hashCost: { N: 1024, r: 8, p: 1 },
  });
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const request = new Request(input, init);
    const base = services.find((app) => request.url.startsWith(`${app.baseUrl}/`))?.baseUrl;
    if (!base) throw new TypeError(`fetch failed: a snippet called ${request.url}`);
    // The service's routes start at /users: strip the example's prefix (/api).
    const url = new URL(request.url);
    url.pathname = url.pathname.slice(new URL(base).pathname.replace(/\/$/, '').length);
    const response = await service(new Request(url, request));
    if (response.status >= 400)
      refused.push(`${request.method} ${url.pathname}: ${response.status}`);
    return response;
  };
  return { fetch, refused };
}
