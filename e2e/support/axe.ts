import { expect, type Page } from '@playwright/test';
import axe from 'axe-core';

/** Zero axe violations (default rules, best practices included) on the page as it is now. */
export async function expectNoAxeViolations(page: Page) {
  await page.addScriptTag({ content: axe.source });
  const violations = await page.evaluate(async () => {
    const result = await (window as unknown as { axe: typeof axe }).axe.run();
    return result.violations.map(
      (v) => `${v.id}: ${v.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
  });
  expect(violations).toEqual([]);
}
