import { defineConfig } from '@playwright/test';
import { chromiumArgs, findChromium } from '../../../scripts/find-chromium.mjs';

// Run by scripts/shadcn-app.mjs, which builds the shadcn app, starts latchkey-server and vite
// preview, and passes the app's address in SHADCN_APP_URL (it kills both afterwards).
const baseURL = process.env.SHADCN_APP_URL;
if (!baseURL) throw new Error('SHADCN_APP_URL is unset: run `node scripts/shadcn-app.mjs`');

export default defineConfig({
  testDir: '.',
  outputDir: process.env.SHADCN_APP_ARTIFACTS ?? 'test-results',
  workers: 1,
  reporter: [['list']],
  timeout: 120_000,
  use: {
    baseURL,
    launchOptions: {
      executablePath: findChromium().path ?? '/usr/bin/chromium',
      args: chromiumArgs,
    },
  },
});
