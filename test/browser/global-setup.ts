import type { TestProject } from 'vitest/node';
import { startAuthServer } from '../../src/server';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Base URL of the reference service the browser tests call (another origin, same site). */
    authServerUrl: string;
    /** The same service as `127.0.0.1`: another site than the test page on `localhost`. */
    crossSiteAuthServerUrl: string;
  }
}

/**
 * The reference service on a loopback port, allowing the test page's origin with credentials,
 * so the browser tests see what the browser itself does with the HttpOnly session cookie.
 */
export default async function setup(project: TestProject) {
  const server = await startAuthServer({
    port: 0,
    apps: { 'app-1': 'key-1' },
    hashCost: { N: 1024, r: 8, p: 1 },
    origins: (origin) => new URL(origin).hostname === 'localhost',
  });
  // `localhost`, like the test page: another origin (port) but the same site, as in production
  // where the app and its auth API share a registrable domain.
  project.provide('authServerUrl', server.url.replace('127.0.0.1', 'localhost'));
  project.provide('crossSiteAuthServerUrl', server.url);
  return () => server.close();
}
