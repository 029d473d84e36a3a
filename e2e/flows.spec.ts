import { expect, type Page, test } from '@playwright/test';
import axe from 'axe-core';

/** The latest code the service "emailed" to `email`, read from the dev mailbox. */
async function latestCode(page: Page, email: string): Promise<string> {
  const response = await page.request.get(`/__dev/mailbox?email=${encodeURIComponent(email)}`);
  const { messages } = (await response.json()) as { messages: { otp: string }[] };
  const last = messages.at(-1);
  if (!last) throw new Error(`No mail to ${email}`);
  return last.otp;
}

/** Zero axe violations on the page as it is. */
async function expectNoAxeViolations(page: Page) {
  await page.addScriptTag({ content: axe.source });
  const violations = await page.evaluate(async () => {
    const result = await (window as unknown as { axe: typeof axe }).axe.run();
    return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`);
  });
  expect(violations).toEqual([]);
}

test('sign-up, the code from the dev mailbox, verified, sign out, sign in', async ({ page }) => {
  const email = `ada-${Date.now()}@example.com`;
  await page.goto('/signup');
  await page.getByLabel('Name').fill('Ada Lovelace');
  await page.getByRole('form').getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('correct-horse-1');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { name: 'Verify your email' })).toBeVisible();
  await expect.poll(() => latestCode(page, email).catch(() => '')).toMatch(/^\d{6}$/);
  await page.getByLabel('Digit 1 of 6').click();
  await page.keyboard.type(await latestCode(page, email));
  await expect(page.getByRole('heading', { name: 'Your account' })).toBeVisible();
  await expect(page.getByText(`Signed in as ${email}.`)).toBeVisible();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await page.getByRole('form').getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('correct-horse-1');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Your account' })).toBeVisible();
});

for (const theme of ['light', 'dark'] as const) {
  test(`axe: the sign-in and sign-up pages in the ${theme} theme`, async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Theme').selectOption(theme);
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Create an account' }).click();
    await expect(page.getByRole('heading', { name: 'Create an account' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
}
