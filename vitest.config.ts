import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { chromiumArgs, findChromium } from './scripts/find-chromium.mjs';
import { cssPipelines } from './test/browser/css-pipelines';
import { emulateMedia } from './test/browser/forms/commands';
import { shippedStylesheetCommand, tailwindCss } from './test/browser/tailwind-css';
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
 * The story tests under one set of globals: the preview reads STORYBOOK_THEME and
 * STORYBOOK_LOCALE for its initial globals, and with STORYBOOK_CHECK_REFLOW (a width in CSS px)
 * runs each story at that width and fails it when its text is clipped or overflows.
 */
const storybookProject = (name: string, env: Record<string, string>, forcedColors = false) => ({
  plugins: [storybookTest({ configDir: '.storybook' })],
  test: {
    name: `storybook-${name}`,
    env,
    // findBy/waitFor are bounded at 10 s in the preview: room for a few of them per story.
    testTimeout: 30_000,
    // Forced colors (Windows High Contrast) emulated on the page before the stories render.
    ...(forcedColors ? { setupFiles: ['test/browser/forms/forced-colors.setup.ts'] } : {}),
    browser: {
      enabled: true,
      headless: true,
      provider: chromium,
      instances: [{ browser: 'chromium' as const }],
      screenshotFailures: false,
      commands: { emulateMedia },
    },
  },
});

export default defineConfig({
  test: {
    projects: [
      {
        resolve: { alias: importAliases({ cookieJar: 'node', serverPlatform: 'node' }) },
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
      // Every story as a test in Chromium (render, play function, axe with a11y.test =
      // 'error'), once per theme. Aliases and pre-bundled dependencies: .storybook/main.ts.
      storybookProject('light', { STORYBOOK_THEME: 'light' }),
      storybookProject('dark', { STORYBOOK_THEME: 'dark' }),
      // Play functions find fields through the active dictionary: the stories run in German,
      // and in the pseudo-locale (~40 % longer) at 320 px, failing on clipped text. Light only.
      storybookProject('de', { STORYBOOK_THEME: 'light', STORYBOOK_LOCALE: 'de' }),
      storybookProject('pseudo', {
        STORYBOOK_THEME: 'light',
        STORYBOOK_LOCALE: 'pseudo',
        STORYBOOK_CHECK_REFLOW: '320',
      }),
      // Every story in forced colors (WCAG 2.2 issue 17): axe and the play functions. Light only.
      storybookProject('forced', { STORYBOOK_THEME: 'light' }, true),
    ],
  },
});
