import { expect, test } from '@playwright/test';
import { expectStylesAsUnbuilt, showFormParts } from '../examples/e2e/styles-in-build-check';
import { signUpByApi } from './support/accounts';

// Issue 22: the demo's production build (`vite build`, Vite 8 at its default build.cssTarget,
// which minifies CSS with Lightning CSS) paints the forms as the unbuilt latchkey/styles.css
// does, in light, dark, data-theme and forced colors. Every computed property of every form part,
// in each mode and with each stylesheet: CPU-bound on a shared machine, hence the longer limit.
test.describe.configure({ timeout: 120_000 });

for (const path of ['/login', '/signup', '/forgot-password']) {
  test(`${path}: the built stylesheet paints the forms as the unbuilt one`, async ({ page }) => {
    await page.goto(path);
    await showFormParts(page);
    await expectStylesAsUnbuilt(page);
  });
}

test('the account page and the delete dialog over it, as the unbuilt stylesheet', async ({
  page,
}) => {
  await signUpByApi(page.request, 'styles');
  await page.goto('/');
  await page.getByRole('button', { name: 'Delete account' }).click();
  await expect(page.getByRole('alertdialog', { name: 'Delete your account?' })).toBeVisible();
  await expectStylesAsUnbuilt(page);
});
