import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { importAliases } from '../test/support/import-aliases';

// The demo app. `npm run dev` (scripts/dev.mjs) starts the reference service first and passes
// its address here: the service sits behind this server's proxy, so the page and the service
// share one origin and the SameSite=Lax session cookie is kept.

/** The reference service the proxy forwards `/users` and `/__dev` to. */
const service = process.env.LATCHKEY_SERVICE_URL ?? 'http://127.0.0.1:8787';
const proxy = { '/users': service, '/__dev': service };

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  // The library by its package names, resolved to the sources (as a browser app resolves it).
  resolve: { alias: importAliases({ cookieJar: 'browser', serverPlatform: 'browser' }) },
  plugins: [react()],
  server: { proxy },
  preview: { proxy },
  build: { outDir: 'dist', emptyOutDir: true },
});
