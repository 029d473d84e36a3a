import { defineConfig } from '@playwright/test';
import { chromiumArgs, findChromium } from '../scripts/find-chromium.mjs';
import { pageOrigin, serviceUrl } from './cross-origin/origins';

// The service on another origin: the demo built with the service's absolute URL as its
// baseUrl (VITE_LATCHKEY_BASE_URL), served on one port, a real latchkey-server allowing that
// origin (--origin) on another. Nothing goes through the demo's proxy: what a browser app on
// another origin gets (credentialed CORS, Retry-After, the cookie) is what is tested. Its own
// config, so `e2e/playwright.config.ts` (the same-origin flows) stays as it is; run after
// `npm run e2e` has built the library (dist/bin/latchkey-server.js).

const servicePort = new URL(serviceUrl).port;
const pagePort = new URL(pageOrigin).port;
/** The demo's cross-origin build, apart from demo/dist (which the same-origin suite serves). */
const outDir = '../e2e/cross-origin/dist';
const vite = 'node node_modules/vite/bin/vite.js';
const demoConfig = '--configLoader runner --config demo/vite.config.ts';

export default defineConfig({
  testDir: './cross-origin',
  testMatch: '*.cross-origin.ts',
  outputDir: '../demo/dist/e2e-artifacts/cross-origin',
  fullyParallel: false,
  workers: 1,
  reporter: [['list']],
  use: {
    baseURL: pageOrigin,
    screenshot: 'on',
    launchOptions: {
      executablePath: findChromium().path ?? '/usr/bin/chromium',
      args: chromiumArgs,
    },
  },
  webServer: [
    {
      command: `node dist/bin/latchkey-server.js --memory --port ${servicePort} --origin ${pageOrigin}`,
      cwd: '..',
      url: `http://127.0.0.1:${servicePort}/__dev/mailbox?email=ready@example.com`,
      reuseExistingServer: false,
    },
    {
      command: `${vite} build ${demoConfig} --outDir ${outDir} --logLevel warn && ${vite} preview ${demoConfig} --outDir ${outDir} --port ${pagePort} --strictPort`,
      cwd: '..',
      url: `${pageOrigin}/`,
      env: { VITE_LATCHKEY_BASE_URL: serviceUrl },
      // The build comes first.
      timeout: 180_000,
      reuseExistingServer: false,
    },
  ],
});
