import { fileURLToPath } from 'node:url';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { chromiumArgs, findChromium } from './scripts/find-chromium.mjs';
import { emulateMedia } from './test/browser/forms/commands';
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
  'radix-ui',
  '@radix-ui/',
  // radix-ui's own dependencies that import React.
  '@floating-ui/react-dom',
  'react-remove-scroll',
  'react-style-singleton',
  'use-callback-ref',
  'use-sidecar',
].map((name) => new RegExp(`/node_modules/${name}`));

/** react and react-dom, every entry (`react/jsx-runtime`, `react-dom/client`, ...), from .ci/react18. */
const reactAliases = [
  { find: /^react-dom(\/.*)?$/, replacement: `${react18}react-dom$1` },
  { find: /^react(\/.*)?$/, replacement: `${react18}react$1` },
];

export default defineConfig({
  test: {
    projects: [
      {
        resolve: {
          // ES builds first (Testing Library's `main` is CommonJS, which Node would load, not Vite).
          mainFields: ['module', 'main'],
          alias: [
            ...reactAliases,
            ...importAliases({ cookieJar: 'browser', serverPlatform: 'node' }),
          ],
        },
        test: {
          name: 'react18',
          environment: 'jsdom',
          include: [
            'test/react/**/*.test.{ts,tsx}',
            // test/ui/*.test.ts are plain Node tests (dictionaries, bundles, the stylesheet).
            'test/ui/**/*.test.tsx',
            'test/react18/**/*.test.{ts,tsx}',
          ],
          exclude: ['test/react18/browser/**'],
          setupFiles: ['test/react/setup.ts'],
          server: { deps: { inline: usesReact } },
        },
      },
      {
        // The forms (focus, keyboard, paste, axe) and cross-tab sync in real Chromium. Vite pre-bundles the
        // dependencies with the aliases applied, so they too get React 18.
        resolve: {
          alias: [
            ...reactAliases,
            ...importAliases({ cookieJar: 'browser', serverPlatform: 'browser' }),
          ],
        },
        // Apart from the React 19 pre-bundle of `npm test`.
        cacheDir: 'node_modules/.vite-react18',
        optimizeDeps: {
          include: [
            'react',
            'react/jsx-runtime',
            'react/jsx-dev-runtime',
            'react-dom',
            'react-dom/client',
            'react-dom/test-utils',
            '@tanstack/react-query',
            'react-hook-form',
            'radix-ui',
            'radix-ui/avatar',
            'radix-ui/dropdown-menu',
            // The lazy dialogs and code field import these.
            'radix-ui/alert-dialog',
            '@radix-ui/react-one-time-password-field',
            'axe-core',
            '@testing-library/react',
            '@testing-library/user-event',
            'zod/mini',
            // Imported lazily (the strength meter, the service's common passwords).
            '@zxcvbn-ts/core',
            '@zxcvbn-ts/language-common',
          ],
        },
        test: {
          name: 'browser-react18',
          include: [
            'test/browser/forms/**/*.test.{ts,tsx}',
            // Two documents, each with its own AuthProvider, synced through BroadcastChannel.
            'test/browser/cross-tab.test.ts',
            'test/react18/browser/**/*.test.tsx',
          ],
          setupFiles: ['test/browser/setup.ts'],
          globalSetup: ['test/browser/global-setup.ts'],
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({
              launchOptions: {
                executablePath: findChromium().path ?? '/usr/bin/chromium',
                args: chromiumArgs,
              },
            }),
            instances: [{ browser: 'chromium' }],
            screenshotFailures: false,
            // Forced colors and colour scheme for the WCAG measurements (test/browser/forms).
            commands: { emulateMedia },
          },
        },
      },
    ],
  },
});
