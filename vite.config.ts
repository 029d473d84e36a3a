import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { shipStylesheet } from './scripts/shipped-stylesheet';

// The library build. The test projects are in vitest.config.ts.

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
  /^(zod|tough-cookie|pg|@electric-sql\/pglite|react|react-dom|@tanstack\/react-query|react-hook-form|radix-ui|@radix-ui\/react-one-time-password-field|@zxcvbn-ts\/core)(\/|$)/.test(
    id,
  );

/**
 * `latchkey/styles.css` is plain CSS, never imported by the JavaScript: minified without its
 * comments (they explain the rules to us; the size budget counts the shipped file), see
 * scripts/shipped-stylesheet.ts.
 */
const stylesheet = {
  name: 'latchkey-stylesheet',
  generateBundle(this: {
    emitFile(file: { type: 'asset'; fileName: string; source: string }): void;
  }) {
    this.emitFile({
      type: 'asset',
      fileName: 'styles.css',
      source: shipStylesheet(readFileSync(here('src/styles.css'), 'utf8')),
    });
  },
};

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
});
