import { fileURLToPath } from 'node:url';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig, mergeConfig } from 'vitest/config';
import storybook from '../../.storybook/main';
import { chromiumArgs, findChromium } from '../../scripts/find-chromium.mjs';

// `npm run test:locales`: every story in every locale at 320 px (test/locales/locales.test.tsx).
// A config of its own, so neither `npm test` nor `vitest` in watch mode picks it up: it runs once,
// as a CI stage of its own.

type ViteFinal = NonNullable<typeof storybook.viteFinal>;

/**
 * Storybook's own Vite settings (.storybook/main.ts: aliases, plugins, pre-bundled dependencies),
 * so the stories resolve here as they do in Storybook. Its viteFinal reads no option.
 */
const storybookVite = await storybook.viteFinal?.({}, {} as Parameters<ViteFinal>[1]);

export default mergeConfig(
  storybookVite ?? {},
  defineConfig({
    root: fileURLToPath(new URL('../..', import.meta.url)),
    // Pre-bundled up front: discovering them mid-run makes Vite reload the test page.
    optimizeDeps: {
      include: [
        'react',
        'react/jsx-runtime',
        'react/jsx-dev-runtime',
        'react-dom',
        'react-dom/client',
        '@storybook/react-vite',
        'storybook/test',
        '@testing-library/dom',
      ],
    },
    test: {
      name: 'locales',
      include: ['test/locales/**/*.test.tsx'],
      // One story in 55 locales, each waited on until still.
      testTimeout: 180_000,
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
        // WCAG 1.4.10's 320 CSS px (locales.test.tsx checks the page is that wide).
        viewport: { width: 320, height: 900 },
        screenshotFailures: false,
      },
    },
  }),
);
