import { expect, type Page } from '@playwright/test';

interface Mail {
  kind: 'verify-email' | 'reset-password';
  otp: string;
}

/** Every message the service "emailed" to `email`, oldest first, read from the dev mailbox. */
async function mailTo(page: Page, email: string): Promise<Mail[]> {
  const response = await page.request.get(`/__dev/mailbox?email=${encodeURIComponent(email)}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { messages: Mail[] }).messages;
}

/**
 * The code of the `count`-th mail of `kind` to `email`, waiting until it has arrived (the
 * service sends it after the page has moved on).
 */
export async function mailedCode(
  page: Page,
  email: string,
  kind: Mail['kind'],
  count = 1,
): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const codes = (await mailTo(page, email)).filter((mail) => mail.kind === kind);
      code = codes[count - 1]?.otp ?? '';
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code;
}
