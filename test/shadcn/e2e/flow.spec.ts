import { expect, type Page, test } from '@playwright/test';
import { ar } from '../../../src/ui/localization/locales/ar';
import { expectAxeCleanLightAndDark } from './axe';
import { expectCodeStepFlat, expectWithinScreen, shownCode } from './layout';

// The app scripts/shadcn-app.mjs built from registry items added with the shadcn CLI (its
// App.tsx: test/shadcn/harness/app.mjs): sign up, read the code from the service's dev mailbox
// (through the app's proxy), verify, account page; then sign in again with a `returnTo` and
// follow a menu link through the app's router; then the signed-in items in Arabic at 375 px.
// One after another: the later tests sign in as the account the first one made.
test.describe.configure({ mode: 'serial' });

const password = 'velvet orbit canyon mist';
let email = '';

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
  email = `shadcn-${Date.now()}@example.com`;
  await timed('sign-up form shown, axe-clean', async () => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Create an account' })).toBeVisible();
    await expectAxeCleanLightAndDark(page);
  });
  await timed('signed up', async () => {
    await page.getByLabel('Name').fill('Ada Lovelace');
    await page.getByLabel('Email').fill(email);
    const field = page.getByLabel('Password', { exact: true });
    await field.fill('password1');
    // The strength as the drop-in forms rate it (usePasswordStrength): zxcvbn's word once loaded.
    await expect(page.getByText('Password strength Weak')).toBeVisible();
    await field.fill(password);
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
  await timed(
    'a row opens in place; Discard changes? keeps or discards; Cancel closes',
    async () => {
      const profile = page.getByRole('region', { name: 'Profile' });
      const password = page.getByRole('region', { name: 'Password' });
      const change = password.getByRole('button', { name: 'Change password' });
      await profile.getByRole('button', { name: 'Edit profile' }).click();
      await expect(profile.getByLabel('Name', { exact: true })).toBeFocused();
      await profile.getByLabel('Phone').fill('+44 1');
      await change.click();
      const dialog = page.getByRole('alertdialog', { name: 'Discard changes?' });
      await dialog.getByRole('button', { name: 'Keep editing' }).click();
      await expect(dialog).toHaveCount(0);
      await expect(change).toBeFocused();
      await expect(profile.getByLabel('Phone')).toHaveValue('+44 1');
      await change.click();
      await dialog.getByRole('button', { name: 'Discard' }).click();
      await expect(password.getByLabel('Current password')).toBeFocused();
      await expect(profile.getByRole('form')).toHaveCount(0);
      await password.getByRole('button', { name: 'Cancel' }).click();
      await expect(password.getByRole('button', { name: 'Change password' })).toBeFocused();
    },
  );
});

test('signs in with ?returnTo= and lands there; a menu link goes through the app router', async ({
  page,
}) => {
  await timed('signed in, at returnTo', async () => {
    await page.goto('/login?returnTo=%2Fsomewhere');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('heading', { name: 'Somewhere' })).toBeVisible();
    await expect(page).toHaveURL(/\/somewhere$/);
  });
  await timed('menu link followed by the router, menu closed', async () => {
    // Gone after a full page load: the route must change in place.
    await page.evaluate(() => {
      (window as { loadedOnce?: boolean }).loadedOnce = true;
    });
    const trigger = page.getByRole('button', { name: 'Account menu, Ada Lovelace' });
    await trigger.click();
    await page.getByRole('menuitem', { name: 'Billing' }).click();
    await expect(page.getByRole('heading', { name: 'Billing' })).toBeVisible();
    await expect(page).toHaveURL(/\/billing$/);
    await expect(page.getByRole('menu')).toHaveCount(0);
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(await page.evaluate(() => (window as { loadedOnce?: boolean }).loadedOnce)).toBe(true);
  });
});

test('Arabic at 375 px: code digits left to right, the menu within the screen, the code step flat', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  // An address with no place to break (no hyphen, no space), wider than the screen; signed up
  // through the service (the page's cookies), so no code is sent before the Email card asks.
  const long = `averylongaddressforanarrowscreen${Date.now()}@accounts.example.com`;
  const signup = await page.request.post('/users/signup', {
    headers: { 'X-App-Id': 'demo-app', 'X-API-Key': 'demo-public-key' },
    data: { name: 'Ada Lovelace', email: long, password },
  });
  expect(signup.status(), await signup.text()).toBeLessThan(300);
  await timed('account page in Arabic, right to left', async () => {
    await page.goto('/account?lang=ar');
    await expect(page.getByRole('heading', { name: ar.emailSettingsTitle })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  });
  await timed('the menu within 375 px, the address wrapped', async () => {
    await page
      .getByRole('button', { name: ar.accountMenuLabel.replace('{name}', 'Ada Lovelace') })
      .click();
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitem', { name: ar.signOut })).toBeVisible();
    await expect(menu.getByText(long)).toBeVisible();
    await expectWithinScreen(menu);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toHaveCount(0);
  });
  const row = page.getByRole('region', { name: ar.emailSettingsTitle });
  await timed('the account page within 375 px; the Email row: the address wraps', async () => {
    await expect(row.getByText(long)).toBeVisible();
    await expectWithinScreen(page.locator('[data-slot=account-settings]'));
  });
  await timed('the code step: not a card in the row; digits left to right', async () => {
    await row.getByRole('button', { name: ar.emailSendVerification }).click();
    const code = row.getByRole('textbox', { name: ar.otpLabel });
    await expect(code).toBeVisible();
    await expectCodeStepFlat(row, '[data-slot=account-row-content]');
    await expectWithinScreen(row);
    await code.focus();
    await page.keyboard.type('123');
    // Typed (the third box holds the 3), then read as the screen shows the boxes.
    await expect(row.locator('[data-slot=input-otp-slot]').nth(2)).toHaveText('3');
    expect.soft(await shownCode(row)).toBe('123');
  });
});
