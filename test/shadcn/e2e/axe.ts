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
  // shadcn's buttons transition their colours: measured mid-way, a colour is neither theme's.
  // Transitions only: a blinking caret's animation never finishes.
  await page.evaluate(async () => {
    document.documentElement.classList.add('dark');
    await new Promise((resolve) => requestAnimationFrame(resolve));
    const transitions = document.getAnimations().filter((a) => a instanceof CSSTransition);
    await Promise.allSettled(transitions.map((transition) => transition.finished));
  });
  // Both themes are checked before asserting, so a failure lists what each one lacks.
  const dark = await violations(page).finally(() =>
    page.evaluate(() => document.documentElement.classList.remove('dark')),
  );
  expect({ light, dark }).toEqual({ light: [], dark: [] });
}
