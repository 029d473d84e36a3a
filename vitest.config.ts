import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig, mergeConfig } from 'vitest/config';
import storybook from './.storybook/main';
import { chromiumArgs, findChromium } from './scripts/find-chromium.mjs';
import { cssPipelines } from './test/browser/css-pipelines';
import { emulateMedia } from './test/browser/forms/commands';
import { shippedStylesheetCommand, tailwindCss } from './test/browser/tailwind-css';
import { allowedPixels } from './test/stories/tolerance';
import { importAliases, shadcnAliases } from './test/support/import-aliases';

// The test projects. The library build is vite.config.ts; `npm test` runs
// scripts/ensure-chromium.mjs first, so the browser project has a Chromium to launch.

/** Chromium already on the machine (Debian's): nothing is ever downloaded. */
const chromium = playwright({
  launchOptions: {
    executablePath: findChromium().path ?? '/usr/bin/chromium',
    args: chromiumArgs,
  },
});

/**
 * The same Chromium with a window larger than a story's viewport (1200 × 900 at most): Vitest
 * scales its test frame down to fit the window, and the baselines are shot at 1:1.
 */
const chromiumForStories = playwright({
  launchOptions: {
    executablePath: findChromium().path ?? '/usr/bin/chromium',
    args: chromiumArgs,
  },
  contextOptions: { viewport: { width: 1280, height: 1024 } },
});

/**
 * The Storybook addon's own story tests (each story once: light, English), for the Testing
 * widget in Storybook's UI (`npm run storybook`). Not part of `npm test`: the stories project
 * runs every story in every look there.
 */
const storybookUiProject = {
  plugins: [storybookTest({ configDir: '.storybook' })],
  test: {
    name: 'storybook',
    // findBy/waitFor are bounded at 10 s in the preview: room for a few of them per story.
    testTimeout: 30_000,
    browser: {
      enabled: true,
      headless: true,
      provider: chromium,
      instances: [{ browser: 'chromium' as const }],
      screenshotFailures: false,
    },
  },
};

type ViteFinal = NonNullable<typeof storybook.viteFinal>;

/** What Vitest tells `resolveScreenshotPath` about a screenshot (the parts used here). */
interface ScreenshotPath {
  arg: string;
  browserName: string;
  platform: string;
  ext: string;
  root: string;
}

/**
 * Storybook's own Vite settings (.storybook/main.ts: aliases, the Tailwind plugin, pre-bundled
 * dependencies), so the stories resolve in the stories project as they do in Storybook.
 */
const storybookVite = await storybook.viteFinal?.({}, {} as Parameters<ViteFinal>[1]);

/**
 * Every story in every look (test/stories/looks.ts) in one Chromium page: render, play
 * function, axe, the reflow check, and in light, dark, right to left and forced colors its pixels
 * against a committed baseline (test/stories/baselines).
 */
const storiesProject = mergeConfig(storybookVite ?? {}, {
  // Pre-bundled up front: discovering them mid-run makes Vite reload the test page.
  optimizeDeps: {
    include: [
      'react',
      'react/jsx-runtime',
      'react/jsx-dev-runtime',
      'react-dom',
      'react-dom/client',
      '@storybook/react-vite',
      '@storybook/addon-a11y/preview',
      'storybook/test',
      'axe-core',
    ],
  },
  test: {
    name: 'stories',
    include: ['test/stories/**/*.test.ts'],
    // The a11y addon fails a story on a violation only in a run outside Storybook's UI.
    env: { VITEST_STORYBOOK: 'false' },
    // findBy/waitFor are bounded at 10 s in the preview: room for a few of them per story.
    testTimeout: 30_000,
    browser: {
      enabled: true,
      headless: true,
      provider: chromiumForStories,
      instances: [{ browser: 'chromium' as const }],
      screenshotFailures: false,
      // The stylesheet `npm run build` ships, for baselines-catch.test.ts.
      commands: { emulateMedia, shippedStylesheet: shippedStylesheetCommand },
      expect: {
        toMatchScreenshot: {
          comparatorName: 'pixelmatch' as const,
          // Pixelmatch's defaults (a colour distance of 0.1, anti-aliased pixels not counted),
          // and at most a few pixels more (test/stories/tolerance.ts says why).
          comparatorOptions: { threshold: 0.1, allowedMismatchedPixels: allowedPixels },
          resolveScreenshotPath: ({ arg, browserName, platform, ext, root }: ScreenshotPath) =>
            `${root}/test/stories/baselines/${arg}-${browserName}-${platform}${ext}`,
        },
      },
    },
  },
});

export default defineConfig({
  test: {
    browser: {
      // Room for a busy machine (the default is 60 s; Vitest reads this from the root config):
      // a page that opens late is waited for, not reported as a lost connection.
      connectTimeout: 300_000,
    },
    projects: [
      {
        resolve: { alias: importAliases({ cookieJar: 'node', serverPlatform: 'node' }) },
        test: {
          name: 'node',
          environment: 'node',
          include: ['test/**/*.test.ts'],
          exclude: ['test/browser/**', 'test/postgres/**', 'test/stories/**'],
          typecheck: {
            enabled: true,
            include: ['test/**/*.test-d.{ts,tsx}'],
            tsconfig: 'tsconfig.json',
          },
        },
      },
      {
        // React in jsdom, resolving `latchkey` as a browser app does: the jar-less build.
        // jsdom runs in Node: the service behind latchkey/testing keeps node:crypto. The
        // registry's items resolve as in an app that added them (the parity tests).
        resolve: {
          alias: [
            ...importAliases({ cookieJar: 'browser', serverPlatform: 'node' }),
            ...shadcnAliases,
          ],
        },
        test: {
          name: 'react',
          environment: 'jsdom',
          // test/ui/*.test.ts are plain Node tests (dictionaries, bundles, the stylesheet): the node project's.
          include: [
            'test/react/**/*.test.{ts,tsx}',
            'test/ui/**/*.test.tsx',
            'test/registry/**/*.test.tsx',
          ],
          setupFiles: ['test/react/setup.ts'],
        },
      },
      {
        // Needs a PostgreSQL server in DATABASE_URL: `npm run test:postgres` (CI starts one).
        resolve: { alias: importAliases({ cookieJar: 'node', serverPlatform: 'node' }) },
        test: { name: 'postgres', environment: 'node', include: ['test/postgres/**/*.test.ts'] },
      },
      {
        resolve: { alias: importAliases({ cookieJar: 'browser', serverPlatform: 'browser' }) },
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
            'radix-ui',
            // The account button's avatar and lazy menu import their sub-paths.
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
            // Forced colors and colour scheme for the WCAG measurements (test/browser/forms);
            // styles.css through production CSS pipelines (test/browser/css-pipelines.test.tsx);
            // real Tailwind CSS v4 and the shipped styles.css (test/browser/tailwind.test.tsx).
            commands: {
              emulateMedia,
              cssPipelines,
              tailwindCss,
              shippedStylesheet: shippedStylesheetCommand,
            },
          },
        },
      },
      storiesProject,
      storybookUiProject,
    ],
  },
});
