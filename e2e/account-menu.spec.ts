import { expect, type Page, test } from '@playwright/test';
import {
  accountMenu,
  openAccountMenu,
  signOut,
  signUpByApi,
  submitSignIn,
} from './support/accounts';
import { expectNoAxeViolations } from './support/axe';
import { mailedCode } from './support/mailbox';
import { navigations } from './support/navigations';
import { formShot, pageShot, step } from './support/steps';

// The signed-in half of the demo: the header's account menu (UserButton), the account page it
// leads to (protected: sign-in and back), and the prompt to verify the email above the home.

const accountPage = (page: Page) =>
  page.getByRole('heading', { level: 1, name: 'Account settings' });
const signInForm = (page: Page) => page.getByRole('form', { name: 'Sign in' });

test('signed out, /account: sign-in, then back to /account, its query kept', async ({
  page,
  request,
}) => {
  // Made apart from the page (`request` keeps its own cookies): the page is signed out.
  const account = await signUpByApi(request, 'ida');
  const elsewhere: string[] = [];
  page.on('request', (sent) => {
    if (new URL(sent.url()).hostname.endsWith('evil.example')) elsewhere.push(sent.url());
  });
  const moves = navigations(page);
  await step(page, 'the account page sends to sign-in, carrying it', async () => {
    await page.goto('/account?tab=email');
    await expect(page).toHaveURL(/\/login\?returnTo=%2Faccount%3Ftab%3Demail$/);
    await expect(signInForm(page)).toBeVisible();
    // The redirect replaces the page in the history, and the record of moves sees it (the
    // account page's tests count on that record to show that none went to sign-in).
    expect(moves).toEqual(['/account?tab=email', '/login?returnTo=%2Faccount%3Ftab%3Demail']);
  });
  await step(page, 'signed in: back on the account page', async () => {
    await submitSignIn(page, account.email, account.password);
    await expect(page).toHaveURL(/\/account\?tab=email$/);
    await expect(accountPage(page)).toBeVisible();
  });
  await step(page, 'signed out; a returnTo off the site is ignored: home', async () => {
    await signOut(page);
    await expect(page).toHaveURL(/\/login$/);
    await page.goto(`/login?returnTo=${encodeURIComponent('//evil.example')}`);
    await submitSignIn(page, account.email, account.password);
    await expect(page.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
  });
  expect(elsewhere).toEqual([]);
});

/** The header's end and the open menu below it (the README's picture; the whole page is 55 KB). */
const headerEnd = { x: 640, y: 0, width: 640, height: 360 };

test('the account menu: the user, Manage account, Sign out (no detour through sign-in)', async ({
  page,
}) => {
  const account = await signUpByApi(page.request, 'edith');
  const menu = page.getByRole('menu');
  await step(page, 'the menu opens on the user', async () => {
    await page.goto('/');
    await openAccountMenu(page);
    await expect(menu.getByText(account.name)).toBeVisible();
    await expect(menu.getByText(account.email)).toBeVisible();
    await expect(menu.getByRole('menuitem')).toHaveText(['Manage account', 'Sign out']);
    await pageShot(page, 'account-menu', headerEnd);
  });
  await step(page, 'the menu in the dark theme', async () => {
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(accountMenu(page)).toBeFocused();
    await page.getByLabel('Theme').selectOption('dark');
    await openAccountMenu(page);
    await pageShot(page, 'account-menu-dark', headerEnd);
    await page.keyboard.press('Escape');
    await page.getByLabel('Theme').selectOption('light');
  });
  const profile = page.getByRole('region', { name: 'Profile' });
  await step(page, 'Manage account: the account page', async () => {
    await openAccountMenu(page);
    await menu.getByRole('menuitem', { name: 'Manage account' }).click();
    await expect(page).toHaveURL(/\/account$/);
    await expect(accountPage(page)).toBeVisible();
    await expect(profile).toContainText(account.name);
    await expectNoAxeViolations(page);
  });
  await step(page, 'Edit profile: the form in place; saved, the row says so', async () => {
    await profile.getByRole('button', { name: 'Edit profile' }).click();
    const form = profile.getByRole('form', { name: 'Edit profile' });
    await expect(form.getByLabel('Name', { exact: true })).toBeFocused();
    await form.getByLabel('Phone').fill('+44 20 7946 0000');
    await form.getByRole('button', { name: 'Save changes' }).click();
    await expect(form).toHaveCount(0);
    await expect(profile.getByRole('status')).toHaveText('Your changes were saved.');
    await expect(profile.getByRole('button', { name: 'Edit profile' })).toBeFocused();
    await expectNoAxeViolations(page);
  });
  // The README's pictures of the page at rest, at a laptop's and a phone's width, light and dark.
  const settings = page.locator('.lk-account-settings');
  await step(page, 'the account page on a laptop, light and dark', async () => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.reload();
    await expect(profile).toContainText('+44 20 7946 0000');
    await formShot(settings, 'account-page');
    await page.getByLabel('Theme').selectOption('dark');
    await formShot(settings, 'account-page-dark');
    await page.getByLabel('Theme').selectOption('light');
  });
  await step(page, 'the account page on a phone, light and dark', async () => {
    await page.setViewportSize({ width: 375, height: 667 });
    await expect(accountPage(page)).toBeVisible();
    const widths = await page.evaluate(() => ({
      page: document.documentElement.scrollWidth,
      viewport: document.documentElement.clientWidth,
    }));
    expect(widths.page).toBeLessThanOrEqual(widths.viewport);
    await pageShot(page, 'phone-account-page');
    await page.getByLabel('Theme').selectOption('dark');
    await pageShot(page, 'phone-account-page-dark');
    await page.getByLabel('Theme').selectOption('light');
  });
  await step(page, 'Sign out on the account page: to sign-in, with no returnTo', async () => {
    await signOut(page);
    await expect(page).toHaveURL(/\/login$/);
    await expect(signInForm(page)).toBeVisible();
  });
  await step(page, 'Back to the account page: signed out, so to sign-in and back', async () => {
    await page.goBack();
    await expect(page).toHaveURL(/\/login\?returnTo=%2Faccount$/);
    await submitSignIn(page, account.email, account.password);
    await expect(page).toHaveURL(/\/account$/);
    await expect(accountPage(page)).toBeVisible();
  });
});

test('an unverified user: the prompt above the home, verified in place', async ({ page }) => {
  const account = await signUpByApi(page.request, 'joy');
  const prompt = page.getByRole('status').filter({ hasText: 'Verify your email address' });
  await step(page, 'the prompt above the home', async () => {
    await page.goto('/');
    await expect(prompt).toBeVisible();
    await expect(
      page.getByText(`Signed in as ${account.email} (email not verified).`),
    ).toBeVisible();
  });
  await step(page, 'Send code: the code field in place', async () => {
    await page.getByRole('button', { name: 'Send code' }).click();
    // The first code mailed: a sign-up through the API asks for none.
    const code = await mailedCode(page, account.email, 'verify-email');
    await page.getByRole('textbox', { name: /Digit 1 of 6$/ }).click();
    await page.keyboard.type(code);
    await expect(page.getByRole('status').filter({ hasText: 'Email verified' })).toBeVisible();
  });
  await step(page, 'after a reload: verified, no prompt', async () => {
    await page.reload();
    await expect(page.getByText(`Signed in as ${account.email}.`)).toBeVisible();
    await expect(page.getByText('Verify your email address')).toHaveCount(0);
  });
});

test('the account page: a new email, its code, verified in place', async ({ page }) => {
  const account = await signUpByApi(page.request, 'lena');
  const newEmail = 'lena.new@example.com';
  const email = page.getByRole('region', { name: 'Email' });
  await step(page, 'the new address and the current password', async () => {
    await page.goto('/account');
    await email.getByRole('button', { name: 'Change email' }).click();
    await email.getByLabel('New email').fill(newEmail);
    await email.getByLabel('Current password').fill(account.password);
    await email.getByRole('button', { name: 'Save new email' }).click();
  });
  await step(page, 'the code asked for, sent to the new address', async () => {
    await expect(
      email.getByText(`Enter the 6-digit code we sent to \u2068${newEmail}\u2069.`, {
        exact: false,
      }),
    ).toBeVisible();
    await formShot(email, 'email-change-code');
  });
  await step(page, 'the code typed: verified', async () => {
    const code = await mailedCode(page, newEmail, 'verify-email');
    await email.getByRole('textbox', { name: /Digit 1 of 6$/ }).click();
    await page.keyboard.type(code);
    await expect(email.getByText('Verified', { exact: true })).toBeVisible();
    await expect(email.getByText(newEmail)).toBeVisible();
  });
});
