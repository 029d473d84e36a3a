import { defineBrowserCommand } from '@vitest/browser-playwright';

/** What {@link emulateMedia} sets: `forced-colors` and `prefers-color-scheme` of the page. */
export interface MediaFeatures {
  forcedColors: 'active' | 'none';
  colorScheme: 'light' | 'dark';
}

/**
 * Runs in Node, on the test's Playwright page: emulates forced colors (Windows High Contrast)
 * and the colour scheme for the whole page, its test iframe included. Registered in
 * vitest.config.ts as the browser command `emulateMedia`.
 */
export const emulateMedia = defineBrowserCommand<[features: MediaFeatures]>(
  async ({ page }, features) => {
    await page.emulateMedia(features);
  },
);

declare module 'vitest/browser' {
  interface BrowserCommands {
    /** See {@link emulateMedia}: forced colors and colour scheme of the test page. */
    emulateMedia: (features: MediaFeatures) => Promise<void>;
  }
}
