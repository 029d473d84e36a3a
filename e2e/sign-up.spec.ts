import { expect, test } from '@playwright/test';
import { signOut, submitSignIn, uniqueEmail } from './support/accounts';
import { mailedCode } from './support/mailbox';
import { codeOf, newestMessage, openMailboxTab } from './support/mailbox-page';
import { formShot, step } from './support/steps';

test('sign-up, the code from the dev mailbox page, verified, sign out, sign in', async ({
  page,
  context,
}) => {
  const email = uniqueEmail('ada');
  // The mailbox page's Copy code button writes to the clipboard; the test reads it back.
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await step(page, 'sign-up filled in', async () => {
    await page.goto('/signup');
    const form = page.getByRole('form', { name: 'Create an account' });
    await form.getByLabel('Name').fill('Ada Lovelace');
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Password', { exact: true }).fill('correct-horse-1');
    // The strength is said once typing pauses: the picture waits for it.
    await expect(form.getByText(/^Password strength (Weak|Fair|Strong)$/)).toBeVisible();
    await formShot(form, 'sign-up');
  });
  // Opened from the header before any mail is sent: the page shows the code once it arrives.
  const mailbox = await openMailboxTab(page);
  const pages = { demo: page, 'dev mailbox': mailbox };
  await step(pages, 'the dev mailbox in a new tab, no messages yet', async () => {
    await mailbox.getByLabel('Email').fill(email);
    await mailbox.getByRole('button', { name: 'Show messages' }).click();
    await expect(mailbox).toHaveURL(/\/mailbox\?email=/);
    expect(new URL(mailbox.url()).searchParams.get('email')).toBe(email);
    await expect(mailbox.getByText(`No messages to ${email} yet.`, { exact: false })).toBeVisible();
  });
  await step(pages, 'account created, asked for the code', async () => {
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByRole('heading', { name: 'Verify your email' })).toBeVisible();
    await expect(
      page.getByText(`Enter the 6-digit code we sent to \u2068${email}\u2069.`),
    ).toBeVisible();
  });
  let code = '';
  await step(pages, 'the code shown in the dev mailbox, copied', async () => {
    const message = newestMessage(mailbox, 'verify-email');
    code = await codeOf(message);
    await expect(message.getByText(`To ${email}`)).toBeVisible();
    await expect(message.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d\d-\d\dT/);
    await message.getByRole('button', { name: 'Copy code' }).click();
    await expect(message.getByRole('status')).toHaveText('Copied.');
    expect(await mailbox.evaluate(() => navigator.clipboard.readText())).toBe(code);
    // The page reads what the service sent (its JSON), not something of its own.
    expect(code).toBe(await mailedCode(page, email, 'verify-email'));
  });
  await step(page, 'the code typed, verified', async () => {
    await page.bringToFront();
    // The view took focus: the code's first box.
    await expect(
      page.getByRole('textbox', { name: 'Verification code Digit 1 of 6' }),
    ).toBeFocused();
    await page.keyboard.type(code.slice(0, 3));
    await formShot(page.getByRole('form', { name: 'Verify your email' }), 'verify-email');
    await page.keyboard.type(code.slice(3));
    await expect(page.getByRole('heading', { name: 'Your account' })).toBeVisible();
    await expect(page.getByText(`Signed in as ${email}.`)).toBeVisible();
  });
  await step(page, 'signed out', async () => {
    await signOut(page);
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  });
  await step(page, 'signed in again, still verified', async () => {
    await submitSignIn(page, email, 'correct-horse-1');
    await expect(page.getByRole('heading', { name: 'Your account' })).toBeVisible();
    await expect(page.getByText(`Signed in as ${email}.`)).toBeVisible();
  });
});

test('keyboard only: the whole sign-up flow without a mouse', async ({ page }) => {
  const email = uniqueEmail('grace');
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  const focused = page.locator(':focus');
  /** The accessible name of the focused element, near enough: aria-label, label, text. */
  const focusedName = () =>
    page.evaluate(() => {
      const element = document.activeElement;
      if (!element) return '';
      const labels = (element as HTMLInputElement).labels;
      return (
        element.getAttribute('aria-label') ??
        labels?.[0]?.textContent ??
        element.textContent ??
        ''
      ).trim();
    });
  /** Tabs forward until the focused element has `name`, failing after a bounded number of tabs. */
  const tabTo = async (name: string) => {
    for (let i = 0; i < 30; i++) {
      await page.keyboard.press('Tab');
      if ((await focusedName()) === name) return;
    }
    throw new Error(`Tab never reached ${name}`);
  };
  await step(page, 'from sign-in to sign-up by keyboard', async () => {
    await tabTo('Create an account');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Create an account' })).toBeVisible();
  });
  await step(
    page,
    'an empty submit by Enter: the error summary, its first link to Name',
    async () => {
      await tabTo('Create account');
      await page.keyboard.press('Enter');
      // Three errors: focus on the summary; its first link, followed by Enter, reaches Name.
      const summary = page.getByRole('region', { name: 'There is a problem' });
      await expect(summary).toBeFocused();
      await formShot(
        page.getByRole('form', { name: 'Create an account' }),
        'sign-up-error-summary',
      );
      await page.keyboard.press('Tab');
      await expect(summary.getByRole('link').first()).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page.getByLabel('Name')).toBeFocused();
      await expect(page.getByLabel('Name')).toHaveAccessibleDescription(/Enter your name/);
    },
  );
  await step(page, 'fields typed, password shown and hidden by keyboard', async () => {
    await page.keyboard.type('Grace Hopper');
    await page.keyboard.press('Tab');
    await page.keyboard.type(email);
    await page.keyboard.press('Tab');
    await page.keyboard.type('correct-horse-1');
    await page.keyboard.press('Tab');
    await expect(focused).toHaveAccessibleName('Show password');
    await page.keyboard.press('Space');
    await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('type', 'text');
    await page.keyboard.press('Space');
    await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('type', 'password');
  });
  await step(page, 'submitted by Enter, focus in the code', async () => {
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Verify your email' })).toBeVisible();
    // The new view takes focus: the code's first box.
    await expect(
      page.getByRole('textbox', { name: 'Verification code Digit 1 of 6' }),
    ).toBeFocused();
  });
  await step(page, 'the code typed, signed in', async () => {
    const code = await mailedCode(page, email, 'verify-email');
    await page.keyboard.type(code);
    await expect(page.getByRole('heading', { name: 'Your account' })).toBeVisible();
    await expect(page.getByText(`Signed in as ${email}.`)).toBeVisible();
  });
});
