import { beforeAll, expect } from 'vitest';
import { commands } from 'vitest/browser';

// The storybook-forced project: every story in forced colors (Windows High Contrast), emulated
// on the test page before the stories render (vitest.config.ts registers the command).
beforeAll(async () => {
  await commands.emulateMedia({ forcedColors: 'active', colorScheme: 'light' });
  expect(matchMedia('(forced-colors: active)').matches).toBe(true);
});
