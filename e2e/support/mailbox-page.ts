import { expect, type Locator, type Page } from '@playwright/test';

/** The subject the demo's dev mailbox page gives each kind of message. */
const subjects = {
  'verify-email': 'Your verification code',
  'reset-password': 'Your password reset code',
} as const;

/** Opens the demo's dev mailbox from the header's link: a new tab, returned. */
export async function openMailboxTab(page: Page): Promise<Page> {
  const opened = page.context().waitForEvent('page');
  await page
    .getByRole('navigation', { name: 'Demo' })
    .getByRole('link', { name: 'Dev mailbox (opens in a new tab)' })
    .click();
  const tab = await opened;
  await expect(tab.getByRole('heading', { level: 1, name: 'Dev mailbox' })).toBeVisible();
  return tab;
}

/** The newest message of `kind` the mailbox page lists (it polls: this waits for it). */
export function newestMessage(tab: Page, kind: keyof typeof subjects): Locator {
  return tab
    .getByRole('listitem')
    .filter({ has: tab.getByRole('heading', { name: subjects[kind] }) })
    .first();
}

/** The six-digit code a message of the mailbox page shows, once it is there. */
export async function codeOf(message: Locator): Promise<string> {
  const code = message.getByText(/^\d{6}$/);
  await expect(code).toBeVisible();
  return (await code.textContent()) ?? '';
}
