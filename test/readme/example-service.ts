import { createAuthService } from 'latchkey/server';

/** Where the README's examples say the service is, and the app they use. */
export const exampleService = {
  baseUrl: 'https://auth.example.com/api',
  appId: 'app_123',
  /** The app's public key: what the browser examples pass (recovery, nothing more). */
  apiKey: 'key_public_123',
  /** The app's secret key: what the server examples pass. */
  secretKey: 'key_secret_123',
};

/**
 * A fetch that answers the README's `https://auth.example.com/api` with an in-process reference
 * service (memory store, cheap hashing), so the snippets run exactly as written. `refused` lists
 * the requests answered 4xx/5xx: an example that catches its errors would otherwise pass.
 */
export function exampleServiceFetch(): { fetch: typeof fetch; refused: string[] } {
  const refused: string[] = [];
  const service = createAuthService({
    apps: { [exampleService.appId]: exampleService.secretKey },
    publicKeys: { [exampleService.appId]: exampleService.apiKey },
    hashCost: { N: 1024, r: 8, p: 1 },
  });
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const request = new Request(input, init);
    if (!request.url.startsWith(`${exampleService.baseUrl}/`)) {
      throw new TypeError(`fetch failed: a README snippet called ${request.url}`);
    }
    // The service's routes start at /users: strip the example's /api prefix.
    const url = new URL(request.url);
    url.pathname = url.pathname.slice(new URL(exampleService.baseUrl).pathname.length);
    const response = await service(new Request(url, request));
    if (response.status >= 400)
      refused.push(`${request.method} ${url.pathname}: ${response.status}`);
    return response;
  };
  return { fetch, refused };
}
