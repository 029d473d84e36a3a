import { readFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
import {
  replaceLatchkeyRules,
  type StyleSnapshot,
  snapshotFormStyles,
  styleDifferences,
} from '../../test/browser/forms/computed-styles';

// Issue 22: a production build's CSS pipeline (Lightning CSS in Vite 8, Next.js, React Router)
// must paint the forms as the unbuilt latchkey/styles.css does. Used by the specs on the demo's
// build (e2e/styles-in-build.spec.ts) and on each example's (examples/e2e/styles-in-build.spec.ts).

/** The stylesheet as written, before any build. */
const unbuilt = readFileSync(new URL('../../src/styles.css', import.meta.url), 'utf8');

interface Mode {
  name: string;
  colorScheme: 'light' | 'dark';
  forcedColors: 'active' | 'none';
  /** data-theme on <html>; none: the system's (prefers-color-scheme). */
  theme?: 'light' | 'dark';
  /** data-theme on the forms and dialogs themselves. */
  formTheme?: 'light' | 'dark';
}

const modes: Mode[] = [
  { name: 'light', colorScheme: 'light', forcedColors: 'none' },
  { name: 'dark', colorScheme: 'dark', forcedColors: 'none' },
  { name: 'data-theme dark', colorScheme: 'light', forcedColors: 'none', theme: 'dark' },
  { name: 'data-theme light', colorScheme: 'dark', forcedColors: 'none', theme: 'light' },
  // An app that sets color-scheme on :root hides a colour resolved at the root: not this.
  {
    name: 'form dark, page light',
    colorScheme: 'light',
    forcedColors: 'none',
    theme: 'light',
    formTheme: 'dark',
  },
  {
    name: 'form light, page dark',
    colorScheme: 'dark',
    forcedColors: 'none',
    theme: 'dark',
    formTheme: 'light',
  },
  { name: 'forced colors', colorScheme: 'light', forcedColors: 'active' },
];

async function enter(page: Page, mode: Mode) {
  await page.emulateMedia({ colorScheme: mode.colorScheme, forcedColors: mode.forcedColors });
  await page.evaluate(
    ([theme, formTheme]) => {
      const themed = (element: HTMLElement, value: string | undefined) => {
        if (value) element.dataset.theme = value;
        else delete element.dataset.theme;
      };
      themed(document.documentElement, theme);
      for (const form of document.querySelectorAll<HTMLElement>('.lk-form, .lk-dialog')) {
        themed(form, formTheme);
      }
    },
    [mode.theme, mode.formTheme] as const,
  );
}

/** Until React has hydrated the page's first form (its events work). */
async function hydrated(page: Page) {
  const form = page.locator('form.lk-form').first();
  await expect
    .poll(() =>
      form.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactFiber$'))),
    )
    .toBe(true);
}

/**
 * Brings the page's first form to the state with the most parts on screen: a weak password's
 * strength meter (on a new-password field), then the field errors (and the error summary) of a
 * submit with the required fields empty.
 */
export async function showFormParts(page: Page) {
  await hydrated(page);
  const form = page.locator('form.lk-form').first();
  const newPassword = form.locator('input[autocomplete="new-password"]');
  if ((await newPassword.count()) > 0) {
    await newPassword.first().fill('abc');
    await expect(form.locator('[data-strength]').first()).toBeAttached();
  }
  await form.locator('.lk-submit').first().click();
  await expect(form.locator('[aria-invalid="true"]').first()).toBeVisible();
}

/**
 * The computed styles of every form part on the page, in light, dark, data-theme dark and light
 * and forced colors, as built; then with latchkey's built rules swapped for the unbuilt file's:
 * the two must be equal, property by property.
 */
export async function expectStylesAsUnbuilt(page: Page) {
  const built: Record<string, StyleSnapshot> = {};
  for (const mode of modes) {
    await enter(page, mode);
    built[mode.name] = await page.evaluate(snapshotFormStyles);
  }
  expect(Object.keys(built.light ?? {}).length, 'form parts on the page').toBeGreaterThan(10);
  const removed = await page.evaluate(replaceLatchkeyRules, unbuilt);
  expect(removed, 'latchkey rules in the built stylesheets').toBeGreaterThan(20);
  const differences: string[] = [];
  for (const mode of modes) {
    await enter(page, mode);
    const expected = await page.evaluate(snapshotFormStyles);
    for (const line of styleDifferences(expected, built[mode.name] ?? {}, 8)) {
      differences.push(`${mode.name}: ${line}`);
    }
  }
  await page.emulateMedia({ colorScheme: 'light', forcedColors: 'none' });
  expect(differences, 'built (left) ≠ unbuilt (right)').toEqual([]);
}
