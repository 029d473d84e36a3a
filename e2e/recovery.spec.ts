import { expect, type Page, test } from '@playwright/test';
import { expectSignInRefused, signOut, signUpByApi, submitSignIn } from './support/accounts';
import { mailedCode } from './support/mailbox';
import { formShot, step } from './support/steps';

const requestCode = async (page: Page, email: string) => {
  const form = page.getByRole('form', { name: 'Forgot your password?' });
  await form.getByLabel('Email').fill(email);
  await form.getByRole('button', { name: 'Send reset code' }).click();
};

test('forgot → reset with the mailbox code; the fourth request shows the countdown', async ({
  page,
  request,
}) => {
  // Created apart from the page: the page's browser is signed out, as someone who forgot is.
  const account = await signUpByApi(request, 'eve');
  await step(page, 'forgot password, from sign-in', async () => {
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await requestCode(page, account.email);
    await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
    await expect(page).toHaveURL(/\/reset-password$/);
  });
  await step(page, 'the mailed code and a new password', async () => {
    const code = await mailedCode(page, account.email, 'reset-password');
    const form = page.getByRole('form', { name: 'Reset your password' });
    // The view took focus: its first box. A click on it, then the code typed at machine speed:
    // every digit lands (the focused box is selected at once, not a frame later).
    await expect(
      form.getByRole('textbox', { name: 'Verification code Digit 1 of 6' }),
    ).toBeFocused();
    await form.getByRole('textbox', { name: 'Verification code Digit 1 of 6' }).click();
    await page.keyboard.type(code);
    await form.getByLabel('New password').fill('a-fresh-secret-3');
    await formShot(form, 'reset-password');
    await form.getByRole('button', { name: 'Reset password' }).click();
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await expect(page.getByRole('status')).toHaveText(
      'Your password was reset. Sign in with your new password.',
    );
  });
  await step(page, 'the old password fails', async () => {
    await expectSignInRefused(page, account.email, account.password);
  });
  await step(page, 'the new password works', async () => {
    await submitSignIn(page, account.email, 'a-fresh-secret-3');
    await expect(page.getByRole('heading', { name: 'Your account' })).toBeVisible();
    await signOut(page);
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  });
  await step(page, 'second and third requests: codes sent', async () => {
    // From a browser the account never signed in from, as the first: since the sign-in above,
    // this one holds the service's device cookie, and its own budget of requests.
    await page.context().clearCookies();
    for (const count of [2, 3]) {
      await page.goto('/forgot-password');
      await requestCode(page, account.email);
      await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
      await mailedCode(page, account.email, 'reset-password', count);
    }
  });
  await step(page, 'the fourth request in 15 minutes: refused, with a countdown', async () => {
    await page.goto('/forgot-password');
    await requestCode(page, account.email);
    const form = page.getByRole('form', { name: 'Forgot your password?' });
    await expect(form.getByRole('alert')).toHaveText(
      'Too many attempts. Wait for the countdown to end, then try again.',
    );
    const button = form.getByRole('button', { name: /^Try again in \d+ seconds?$/ });
    await expect(button).toBeDisabled();
    // It counts down: the seconds shown change while the page waits.
    const first = await button.textContent();
    await expect(button).not.toHaveText(first ?? '', { timeout: 5_000 });
    await expect(form.getByLabel('Email')).toHaveValue(account.email);
    await formShot(form, 'forgot-password-rate-limited');
  });
});
