import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { NextConfig } from 'next';

/**
 * The auth service. The browser never talks to it directly: it calls this app's `/api/*`, which
 * Next.js forwards there, so page and service share one origin and the SameSite=Lax session
 * cookie is kept. Rewrites are compiled into the build: set the variable for `next build`.
 */
const service = process.env.LATCHKEY_SERVICE_URL ?? 'http://127.0.0.1:8787';

const nextConfig: NextConfig = {
  async rewrites() {
    return [{ source: '/api/:path*', destination: `${service}/:path*` }];
  },
  // This folder is the app, whatever lockfiles sit above it.
  turbopack: { root: dirname(fileURLToPath(import.meta.url)) },
};

export default nextConfig;
