import type { StorybookConfig } from '@storybook/react-vite';
import tailwindcss from '@tailwindcss/vite';
import { mergeConfig } from 'vite';
import { importAliases, shadcnAliases } from '../test/support/import-aliases';

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
      resolve: {
        alias: [
          ...importAliases({ cookieJar: 'browser', serverPlatform: 'browser' }),
          // The shadcn section (stories/shadcn): the registry's items as an app that added them
          // sees them, over the install test's primitives (test/shadcn/primitives).
          ...shadcnAliases,
        ],
      },
      // Tailwind for the shadcn section's stylesheet only: its stories load it (?inline) while
      // they are shown, so preflight never reaches the drop-in stories.
      plugins: [tailwindcss()],
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
          // The shadcn section's primitives.
          'input-otp',
          'clsx',
          'tailwind-merge',
        ],
      },
    }),
};

export default config;
