import { test } from '@playwright/test';
import { expectStylesAsUnbuilt, showFormParts } from './styles-in-build-check';

// Issue 22: the example's production build (whichever example this config serves) paints the
// forms as the unbuilt latchkey/styles.css does, in light, dark, data-theme and forced colors.

for (const path of ['/login', '/signup', '/forgot-password']) {
  test(`${path}: the built stylesheet paints the forms as the unbuilt one`, async ({ page }) => {
    await page.goto(path);
    await showFormParts(page);
    await expectStylesAsUnbuilt(page);
  });
}
