import { expect, type Locator, type Page, test } from '@playwright/test';

/** The example's latchkey-server, reached directly (the test reads its dev mailbox). */
export function serviceUrl(): string {
  const url = test.info().config.metadata.serviceUrl;
  if (typeof url !== 'string') throw new Error('The Playwright config names no serviceUrl.');
  return url;
}

/** The newest code of `kind` the service "emailed" to `email`, once it has arrived. */
export async function mailedCode(
  page: Page,
  email: string,
  kind: 'verify-email' | 'reset-password',
): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const response = await page.request.get(
        `${serviceUrl()}/__dev/mailbox?email=${encodeURIComponent(email)}`,
      );
      const { messages } = (await response.json()) as {
        messages: { kind: string; otp: string }[];
      };
      code = messages.filter((mail) => mail.kind === kind).at(-1)?.otp ?? '';
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code;
}

/**
 * Waits until React has hydrated `element` (it then carries React's fiber): typing into
 * server-rendered markup before that would race the hydration.
 */
export async function hydrated(element: Locator): Promise<void> {
  await expect
    .poll(() =>
      element.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactFiber$'))),
    )
    .toBe(true);
}

/** What the page said on its console (errors and warnings) or threw, from now on. */
export function consoleProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') {
      problems.push(`${message.type()}: ${message.text()} (${message.location().url})`);
    }
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  // The console's "Failed to load resource" does not say which: name it.
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`HTTP ${response.status()}: ${response.url()}`);
  });
  return problems;
}

/** The URLs of the page's requests that match `test`, from now on. */
export function requestsTo(page: Page, test: (url: URL) => boolean): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (test(new URL(request.url()))) seen.push(`${request.method()} ${request.url()}`);
  });
  return seen;
}

/** The page's document (full-page) requests, from now on: a client-side navigation makes none. */
export function documentRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) {
      seen.push(request.url());
    }
  });
  return seen;
}

/** A URL's path and query: `/login?returnTo=%2Faccount`. */
const pathOf = (url: string) => {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
};

/**
 * Every other place the page goes from now on (path and query), in order: page loads and
 * client-side moves alike (a router's `pushState` and `replaceState` are navigations to
 * Playwright too). One to the URL it is already at (a router noting its state in the history, a
 * reload) is no move: `documentRequests` counts the loads.
 */
export function moves(page: Page): string[] {
  const seen: string[] = [];
  let at = pathOf(page.url());
  page.on('framenavigated', (frame) => {
    if (frame !== page.mainFrame()) return;
    const now = pathOf(frame.url());
    if (now !== at) seen.push(now);
    at = now;
  });
  return seen;
}

/** The header's account button (`UserButton`), named "Account menu, <name>". */
export function accountMenu(page: Page): Locator {
  return page.getByRole('banner').getByRole('button', { name: /^Account menu, / });
}

/** Signs out as a user does: the header's account menu, then its "Sign out". */
export async function signOutFromMenu(page: Page): Promise<void> {
  const button = accountMenu(page);
  await hydrated(button);
  await button.click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
}
