import { expect, type Page, test } from '@playwright/test';
import { expectSignInRefused, signUpByApi } from './support/accounts';
import { expectNoAxeViolations } from './support/axe';
import { newestMessage } from './support/mailbox-page';
import { formShot, step } from './support/steps';

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

for (const theme of ['light', 'dark'] as const) {
  test(`axe: every page of the demo in the ${theme} theme`, async ({ page, request }) => {
    /** Opens `path`, waits for its heading, checks it. */
    const check = async (title: string, path: string, name: string) => {
      await step(page, `${title} (${theme})`, async () => {
        await page.goto(path);
        await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
        await expect(heading(page, name)).toBeVisible();
        await expectNoAxeViolations(page);
      });
    };
    await page.goto('/login');
    // The demo keeps the choice (localStorage): every page below opens in it.
    await page.getByLabel('Theme').selectOption(theme);
    const stranger = await signUpByApi(request, `axe-${theme}`);
    await check('sign in', '/login', 'Sign in');
    await step(page, `sign in, after a wrong password (${theme})`, async () => {
      await expectSignInRefused(page, stranger.email, 'not-the-password');
      await expectNoAxeViolations(page);
      await formShot(page.getByRole('form', { name: 'Sign in' }), `sign-in-error-${theme}`);
    });
    await check('sign up', '/signup', 'Create an account');
    await step(page, `sign up, an empty submit (${theme})`, async () => {
      await page.getByRole('button', { name: 'Create account' }).click();
      // Three errors: focus goes to the error summary, which axe checks too.
      await expect(page.getByRole('region', { name: 'There is a problem' })).toBeFocused();
      await expectNoAxeViolations(page);
    });
    await check('forgot password', '/forgot-password', 'Forgot your password?');
    await step(page, `reset password, the code sent (${theme})`, async () => {
      await page.getByRole('form').getByLabel('Email').fill(stranger.email);
      await page.getByRole('button', { name: 'Send reset code' }).click();
      await expect(heading(page, 'Reset your password')).toBeVisible();
      await expectNoAxeViolations(page);
    });
    await step(page, `dev mailbox, the reset code listed (${theme})`, async () => {
      await page.goto(`/mailbox?email=${encodeURIComponent(stranger.email)}`);
      await expect(heading(page, 'Dev mailbox')).toBeVisible();
      await expect(newestMessage(page, 'reset-password').getByText(/^\d{6}$/)).toBeVisible();
      await expectNoAxeViolations(page);
    });
    // Signed in from here on (the account is new, its email not verified yet).
    await signUpByApi(page.request, `axe-home-${theme}`);
    await check('verify email', '/verify-email', 'Verify your email');
    await check('home: profile, password, delete', '/', 'Your account');
    await step(page, `home, the delete dialog open (${theme})`, async () => {
      await page.getByRole('button', { name: 'Delete account' }).click();
      await expect(page.getByRole('alertdialog')).toBeVisible();
      await expectNoAxeViolations(page);
    });
  });
}
