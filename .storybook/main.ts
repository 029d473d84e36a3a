import type { StorybookConfig } from '@storybook/react-vite';
import { mergeConfig } from 'vite';
import { importAliases } from '../test/support/import-aliases';

/**
 * Storybook for latchkey/ui. Every story's backend is the reference service itself, in the
 * browser (latchkey/testing's createTestAuth), so no fixture can drift from the service.
 */
const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  stories: ['../stories/**/*.mdx', '../stories/**/*.stories.tsx'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  // Offline: nothing phones home.
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  viteFinal: (viteConfig) =>
    mergeConfig(viteConfig, {
      // The package's names and `#` imports as a browser app resolves them, from the sources.
      resolve: { alias: importAliases({ cookieJar: 'browser', serverPlatform: 'browser' }) },
      // Pre-bundled up front: discovering them mid-run makes Vite reload the page.
      optimizeDeps: {
        include: [
          'react-hook-form',
          'radix-ui',
          // The account button's avatar and lazy menu import their sub-paths.
          'radix-ui/avatar',
          'radix-ui/dropdown-menu',
          // The lazy dialogs and code field import these.
          'radix-ui/alert-dialog',
          '@radix-ui/react-one-time-password-field',
          'tough-cookie',
          'zod/mini',
          '@tanstack/react-query',
          // Imported lazily (the strength meter, the service's common passwords).
          '@zxcvbn-ts/core',
          '@zxcvbn-ts/language-common',
        ],
      },
    }),
};

export default config;
