import { expect, type Page } from '@playwright/test';
import axe from 'axe-core';

/** WCAG 2.2 AA's rules (and the A and 2.0/2.1 levels under it). */
const wcag22aa = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

async function violations(page: Page) {
  await page.addScriptTag({ content: axe.source });
  return page.evaluate(async (tags) => {
    const result = await (window as unknown as { axe: typeof axe }).axe.run(document, {
      runOnly: { type: 'tag', values: tags },
    });
    return result.violations.map(
      (v) => `${v.id}: ${v.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
  }, wcag22aa);
}

/**
 * No WCAG 2.2 AA violation on the page as it is, in shadcn's light theme and then with its
 * `.dark` class on <html> (removed again afterwards).
 */
export async function expectAxeCleanLightAndDark(page: Page) {
  const light = await violations(page);
  await page.evaluate(() => document.documentElement.classList.add('dark'));
  // Both themes are checked before asserting, so a failure lists what each one lacks.
  const dark = await violations(page).finally(() =>
    page.evaluate(() => document.documentElement.classList.remove('dark')),
  );
  expect({ light, dark }).toEqual({ light: [], dark: [] });
}
