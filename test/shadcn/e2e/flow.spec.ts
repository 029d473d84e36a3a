import { expect, type Page, test } from '@playwright/test';
import { expectAxeCleanLightAndDark } from './axe';

// The app scripts/shadcn-app.mjs built from registry items added with the shadcn CLI: sign up,
// read the code from the service's dev mailbox (through the app's proxy), verify, account page.

/** The 6-digit code of the verify-email message to `email`, once it has arrived. */
async function mailedCode(page: Page, email: string) {
  let code = '';
  await expect
    .poll(async () => {
      const response = await page.request.get(`/__dev/mailbox?email=${encodeURIComponent(email)}`);
      const { messages } = (await response.json()) as {
        messages: { kind: string; otp: string }[];
      };
      code = messages.find((message) => message.kind === 'verify-email')?.otp ?? '';
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code;
}

/** Runs `body` as a named step and prints how long it took. */
async function timed(name: string, body: () => Promise<void>) {
  const since = performance.now();
  await test.step(name, body);
  console.log(`  ${name}: ${((performance.now() - since) / 1000).toFixed(1)} s`);
}

test('sign up, verify the email with the mailed code, account page; axe-clean light and dark', async ({
  page,
}) => {
  const email = `shadcn-${Date.now()}@example.com`;
  await timed('sign-up form shown, axe-clean', async () => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Create an account' })).toBeVisible();
    await expectAxeCleanLightAndDark(page);
  });
  await timed('signed up', async () => {
    await page.getByLabel('Name').fill('Ada Lovelace');
    await page.getByLabel('Email').fill(email);
    const password = page.getByLabel('Password', { exact: true });
    await password.fill('password1');
    // The strength as the drop-in forms rate it (usePasswordStrength): zxcvbn's word once loaded.
    await expect(page.getByText('Password strength Weak')).toBeVisible();
    await password.fill('velvet orbit canyon mist');
    await expect(page.getByText('Password strength Strong')).toBeVisible();
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByRole('heading', { name: 'Verify your email' })).toBeVisible();
  });
  await timed('verify view axe-clean', async () => {
    await expectAxeCleanLightAndDark(page);
  });
  await timed('code from the mailbox typed, verified', async () => {
    const code = await mailedCode(page, email);
    await page.getByRole('textbox').first().focus();
    await page.keyboard.type(code);
    await expect(page.getByRole('heading', { name: 'Your account' })).toBeVisible();
    await expect(page.getByText(`Signed in as ${email}.`)).toBeVisible();
  });
  await timed('account page axe-clean', async () => {
    await expectAxeCleanLightAndDark(page);
  });
});
