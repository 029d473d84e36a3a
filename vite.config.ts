import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** Library entry points: the `exports` map of package.json points at these outputs. */
const entries = {
  index: here('src/index.ts'),
  react: here('src/react.ts'),
  ui: here('src/ui.ts'),
  server: here('src/server.ts'),
  'server.browser': here('src/server.browser.ts'),
  testing: here('src/testing.ts'),
  'bin/latchkey-server': here('src/bin/latchkey-server.ts'),
  // The two cookie-jar builds are picked by the `#cookie-jar` import condition of package.json.
  'client/cookie-jar/node': here('src/client/cookie-jar/node.ts'),
  'client/cookie-jar/browser': here('src/client/cookie-jar/browser.ts'),
  // Likewise the service's crypto (`#server-platform`): node:crypto in Node, Web Crypto elsewhere.
  'server/platform/node': here('src/server/platform/node.ts'),
  'server/platform/browser': here('src/server/platform/browser.ts'),
};

/** Everything a consumer installs (peer and regular dependencies) stays an import. */
const external = (id: string) =>
  id === '#cookie-jar' ||
  id === '#server-platform' ||
  id.startsWith('node:') ||
  /^(zod|tough-cookie|pg|@electric-sql\/pglite|react|react-dom|@tanstack\/react-query|react-hook-form|@hookform\/resolvers|radix-ui)(\/|$)/.test(
    id,
  );

/** `latchkey/styles.css` is plain CSS: copied as it is, never imported by the JavaScript. */
const stylesheet = {
  name: 'latchkey-stylesheet',
  generateBundle(this: {
    emitFile(file: { type: 'asset'; fileName: string; source: string }): void;
  }) {
    this.emitFile({
      type: 'asset',
      fileName: 'styles.css',
      source: readFileSync(here('src/styles.css'), 'utf8'),
    });
  },
};

/** Chromium from Debian: nothing is ever downloaded (see ../shared/toolchain.md). */
const chromium = playwright({
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
      '--disable-dev-shm-usage',
    ],
  },
});

export default defineConfig({
  publicDir: false,
  plugins: [stylesheet],
  build: {
    target: 'es2022',
    minify: false,
    emptyOutDir: true,
    lib: { entry: entries, formats: ['es'], fileName: (_format, name) => `${name}.js` },
    rollupOptions: {
      external,
      // With one output file per module, 'use client' stays at the top of each file (the smoke
      // test checks it), so the bundler's warning about directives does not apply.
      onwarn(warning, warn) {
        if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
      },
      // One file per source module: bundlers then drop whole unused modules (schemas, say).
      output: {
        preserveModules: true,
        preserveModulesRoot: 'src',
        // Module directives ('use client') survive: each React file keeps its own.
        entryFileNames: '[name].js',
      },
    },
  },
  test: {
    projects: [
      {
        extends: true,
        resolve: {
          alias: {
            '#cookie-jar': here('src/client/cookie-jar/node.ts'),
            '#server-platform': here('src/server/platform/node.ts'),
            'latchkey/server': here('src/server.ts'),
            'latchkey/testing': here('src/testing.ts'),
            latchkey: here('src/index.ts'),
          },
        },
        test: {
          name: 'node',
          environment: 'node',
          include: ['test/**/*.test.ts'],
          exclude: ['test/browser/**', 'test/postgres/**'],
          typecheck: {
            enabled: true,
            include: ['test/**/*.test-d.{ts,tsx}'],
            tsconfig: 'tsconfig.json',
          },
        },
      },
      {
        // React in jsdom, resolving `latchkey` as a browser app does: the jar-less build.
        extends: true,
        resolve: {
          alias: {
            '#cookie-jar': here('src/client/cookie-jar/browser.ts'),
            // jsdom runs in Node: the service behind latchkey/testing keeps node:crypto.
            '#server-platform': here('src/server/platform/node.ts'),
            'latchkey/react': here('src/react.ts'),
            'latchkey/testing': here('src/testing.ts'),
            'latchkey/ui': here('src/ui.ts'),
            latchkey: here('src/index.ts'),
          },
        },
        test: {
          name: 'react',
          environment: 'jsdom',
          include: ['test/react/**/*.test.{ts,tsx}', 'test/ui/**/*.test.{ts,tsx}'],
          setupFiles: ['test/react/setup.ts'],
        },
      },
      {
        // Needs a PostgreSQL server in DATABASE_URL: `npm run test:postgres` (CI starts one).
        extends: true,
        resolve: {
          alias: {
            '#cookie-jar': here('src/client/cookie-jar/node.ts'),
            '#server-platform': here('src/server/platform/node.ts'),
          },
        },
        test: { name: 'postgres', environment: 'node', include: ['test/postgres/**/*.test.ts'] },
      },
      {
        extends: true,
        resolve: {
          alias: {
            '#cookie-jar': here('src/client/cookie-jar/browser.ts'),
            '#server-platform': here('src/server/platform/browser.ts'),
            'latchkey/react': here('src/react.ts'),
            'latchkey/testing': here('src/testing.ts'),
            'latchkey/ui': here('src/ui.ts'),
            latchkey: here('src/index.ts'),
          },
        },
        // Pre-bundled up front: discovering them mid-run makes Vite reload the test page.
        optimizeDeps: {
          include: [
            'react',
            'react/jsx-runtime',
            'react/jsx-dev-runtime',
            'react-dom/client',
            '@tanstack/react-query',
            'tough-cookie',
            'react-hook-form',
            '@hookform/resolvers/zod',
            'radix-ui',
            'axe-core',
            '@testing-library/react',
            '@testing-library/user-event',
            'zod/mini',
          ],
        },
        test: {
          name: 'browser',
          include: ['test/browser/**/*.test.{ts,tsx}'],
          setupFiles: ['test/browser/setup.ts'],
          globalSetup: ['test/browser/global-setup.ts'],
          browser: {
            enabled: true,
            headless: true,
            provider: chromium,
            instances: [{ browser: 'chromium' }],
            screenshotFailures: false,
          },
        },
      },
    ],
  },
});
