import type { NextConfig } from 'next';

/**
 * The auth service. The browser never talks to it directly: it calls this app's `/api/*`, which
 * Next.js forwards there, so page and service share one origin and the SameSite=Lax session
 * cookie is kept. Rewrites are compiled into the build: set the variable for `next build`.
 */
const service = process.env.LATCHKEY_SERVICE_URL ?? 'http://127.0.0.1:8787';

const nextConfig: NextConfig = {
  /* config options here */
  cacheComponents: true,
  partialPrefetching: true,
  turbopack: {
    rules: {
      '*.css': {
        loaders: ['@tailwindcss/turbopack'],
        as: '*.css',
      },
    },
    // This folder is the app, whatever lockfiles sit above it.
    root: import.meta.dirname,
  },
  async rewrites() {
    return [{ source: '/api/:path*', destination: `${service}/:path*` }];
  },
};

export default nextConfig;
