import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { importAliases } from './test/support/import-aliases';

// The React and UI tests again, on React 18 (`npm run test:react18`): the peer range says
// `^18.2 || ^19` and this is what holds us to the 18 half. React 18.3.1 lives in .ci/react18
// (its own package.json and lockfile, kept out of the root one); every import of react or
// react-dom, ours and our dependencies', is pointed there.

const react18 = fileURLToPath(new URL('.ci/react18/node_modules/', import.meta.url));

/**
 * Libraries that import React. Vitest loads dependencies with Node by default, where an alias
 * does not reach and they would find the root's React 19: inlined, they go through Vite and
 * the aliases below, so all of them share the one React 18.
 */
const usesReact = [
  '@testing-library/react',
  '@tanstack/react-query',
  'react-hook-form',
  '@hookform/resolvers',
  'radix-ui',
  '@radix-ui/',
  // radix-ui's own dependencies that import React.
  '@floating-ui/react-dom',
  'react-remove-scroll',
  'react-style-singleton',
  'use-callback-ref',
  'use-sidecar',
].map((name) => new RegExp(`/node_modules/${name}`));

export default defineConfig({
  resolve: {
    // ES builds first (Testing Library's `main` is CommonJS, which Node would load, not Vite).
    mainFields: ['module', 'main'],
    alias: [
      { find: /^react-dom(\/.*)?$/, replacement: `${react18}react-dom$1` },
      { find: /^react(\/.*)?$/, replacement: `${react18}react$1` },
      ...importAliases({ cookieJar: 'browser', serverPlatform: 'node' }),
    ],
  },
  test: {
    name: 'react18',
    environment: 'jsdom',
    include: [
      'test/react/**/*.test.{ts,tsx}',
      'test/ui/**/*.test.{ts,tsx}',
      'test/react18/**/*.test.{ts,tsx}',
    ],
    setupFiles: ['test/react/setup.ts'],
    server: { deps: { inline: usesReact } },
  },
});
