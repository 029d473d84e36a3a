import { defineConfig } from '@playwright/test';
import { chromiumArgs, findChromium } from '../../scripts/find-chromium.mjs';
import type { Example } from './examples.mjs';

/** The framework an example is made with: `react-router` for React Router 8 and 7. */
function frameworkOf(example: Example): 'next' | 'react-router' | 'tanstack-start' {
  if (example.name.startsWith('react-router')) return 'react-router';
  return example.name === 'tanstack-start' ? 'tanstack-start' : 'next';
}

/**
 * The Playwright config of one example: its production server (already built against the packed
 * package by `npm run examples`) in front of a real latchkey-server, the packed package's own bin,
 * in Debian's Chromium. Playwright starts both, waits until each answers, and kills both whatever
 * happens.
 */
export function exampleConfig(example: Example) {
  return defineConfig({
    testDir: '.',
    testMatch: '*.spec.ts',
    outputDir: `test-results/${example.name}`,
    fullyParallel: false,
    workers: 1,
    reporter: [['list']],
    // Next.js and React Router compile nothing at request time, but the machine is shared.
    timeout: 60_000,
    use: {
      baseURL: `http://localhost:${example.appPort}`,
      trace: 'retain-on-failure',
      launchOptions: {
        executablePath: findChromium().path ?? '/usr/bin/chromium',
        args: chromiumArgs,
      },
    },
    metadata: {
      serviceUrl: example.serviceUrl,
      // What a spec may check for one framework only (React Router's `.data` requests).
      framework: frameworkOf(example),
    },
    webServer: [
      {
        command: `node_modules/.bin/latchkey-server --memory --port ${example.servicePort}`,
        cwd: example.dir,
        url: `${example.serviceUrl}/__dev/mailbox?email=ready@example.com`,
        reuseExistingServer: false,
        stdout: 'pipe',
      },
      {
        command: example.start(example),
        cwd: example.dir,
        url: `http://localhost:${example.appPort}/login`,
        env: example.env,
        reuseExistingServer: false,
      },
    ],
  });
}
