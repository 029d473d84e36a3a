import { expect, type Page, test } from '@playwright/test';
import { uniqueEmail } from './support/accounts';
import { mailedCode } from './support/mailbox';
import { formShot, pageShot, step } from './support/steps';

// A phone's width: the demo and its forms reflow, and a long email wraps, never widening the
// page (WCAG 1.4.10 asks for 320 px; 375 px is the common phone).
test.use({ viewport: { width: 375, height: 667 } });

/** Nothing on the page is wider than the viewport: no sideways scrolling. */
const expectNoSidewaysScroll = async (page: Page) => {
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    viewport: document.documentElement.clientWidth,
  }));
  expect(widths.page).toBeLessThanOrEqual(widths.viewport);
};

test('at 375 px: a long email wraps on every page, and the delete dialog fits', async ({
  page,
}) => {
  const email = uniqueEmail('maximilian.featherstonehaugh-wolfeschlegelsteinhausen');
  await step(page, 'sign-up filled in, a long email', async () => {
    await page.goto('/signup');
    const form = page.getByRole('form', { name: 'Create an account' });
    await form.getByLabel('Name').fill('Maximilian Featherstonehaugh');
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Password', { exact: true }).fill('correct-horse-1');
    await expect(form.getByText(/^Password strength (Weak|Fair|Strong)$/)).toBeVisible();
    await expectNoSidewaysScroll(page);
    await pageShot(page, 'phone-sign-up');
  });
  await step(page, 'asked for the code sent to the long address', async () => {
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(
      page.getByText(`Enter the 6-digit code we sent to \u2068${email}\u2069.`),
    ).toBeVisible();
    await expectNoSidewaysScroll(page);
  });
  await step(page, 'verified: the home, the long address in it', async () => {
    await page.keyboard.type(await mailedCode(page, email, 'verify-email'));
    await expect(page.getByText(`Signed in as ${email}.`)).toBeVisible();
    await expect(page.getByRole('form', { name: 'Profile' }).getByLabel('Email')).toHaveValue(
      email,
    );
    await expectNoSidewaysScroll(page);
  });
  await step(page, 'the dev mailbox of the long address', async () => {
    await page.goto(`/mailbox?email=${encodeURIComponent(email)}`);
    await expect(page.getByRole('listitem').getByText(/^\d{6}$/)).toBeVisible();
    await expectNoSidewaysScroll(page);
    await formShot(page.getByRole('listitem').first(), 'dev-mailbox-message');
  });
  await step(page, 'dark, the delete dialog open: inside the screen, over a backdrop', async () => {
    await page.goto('/');
    await page.getByLabel('Theme').selectOption('dark');
    await page.getByRole('button', { name: 'Delete account' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete your account?' });
    await expect(dialog).toBeVisible();
    const box = await dialog.boundingBox();
    expect(box?.x).toBeGreaterThanOrEqual(0);
    expect((box?.x ?? 0) + (box?.width ?? Number.POSITIVE_INFINITY)).toBeLessThanOrEqual(375);
    await expectNoSidewaysScroll(page);
    await pageShot(page, 'phone-delete-dialog-dark');
  });
});
