import { defineConfig } from '@playwright/test';
import { chromiumArgs, findChromium } from '../scripts/find-chromium.mjs';

// End-to-end: the built demo (vite preview) in front of a real latchkey-server on loopback,
// driven in Debian's Chromium (never a downloaded one). `npm run e2e` builds both first.

const servicePort = 8799;
const demoPort = 4173;

export default defineConfig({
  testDir: '.',
  // Screenshots of every test (kept as CI artifacts); demo/dist is git-ignored.
  outputDir: '../demo/dist/e2e-artifacts',
  fullyParallel: false,
  workers: 1,
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${demoPort}`,
    screenshot: 'on',
    launchOptions: {
      executablePath: findChromium().path ?? '/usr/bin/chromium',
      args: chromiumArgs,
    },
  },
  webServer: [
    {
      command: `node dist/bin/latchkey-server.js --memory --port ${servicePort}`,
      cwd: '..',
      url: `http://127.0.0.1:${servicePort}/__dev/mailbox?email=ready@example.com`,
      reuseExistingServer: false,
    },
    {
      command: `node node_modules/vite/bin/vite.js preview --configLoader runner --config demo/vite.config.ts --port ${demoPort} --strictPort`,
      cwd: '..',
      url: `http://localhost:${demoPort}/`,
      env: { LATCHKEY_SERVICE_URL: `http://127.0.0.1:${servicePort}` },
      reuseExistingServer: false,
    },
  ],
});
