import { type APIRequestContext, expect, type Page } from '@playwright/test';

/** The demo's app id (the reference service's default app). */
const appId = 'demo-app';

const used = new Set<string>();

/**
 * `<who>@example.com`, for a `who` no other test uses: each e2e run starts its own in-memory
 * service, so the addresses stay short and readable in the screenshots.
 */
export function uniqueEmail(who: string): string {
  if (used.has(who)) throw new Error(`Two tests sign up "${who}": give each its own name.`);
  used.add(who);
  return `${who}@example.com`;
}

/** A new account's details. */
export interface Account {
  name: string;
  email: string;
  password: string;
}

/**
 * Creates an account through the service's HTTP API (through the demo's proxy). Given a page's
 * `request`, that browser context is signed in: flows that are not about sign-up start here.
 */
export async function signUpByApi(request: APIRequestContext, who: string): Promise<Account> {
  const account = {
    name: `${who[0]?.toUpperCase()}${who.slice(1)} Example`,
    email: uniqueEmail(who),
    password: 'correct-horse-1',
  };
  const response = await request.post('/users/signup', {
    headers: { 'X-App-Id': appId },
    data: account,
  });
  expect(response.status()).toBe(201);
  return account;
}

/** Fills in the sign-in form the page shows and submits it. */
export async function submitSignIn(page: Page, email: string, password: string) {
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Sign in' }).click();
}

/** Signs in through the demo's sign-in page and waits for the signed-in home. */
export async function signIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await submitSignIn(page, email, password);
  await expect(page.getByRole('heading', { name: 'Your account' })).toBeVisible();
}

/** Submits the sign-in form the page shows and expects the service to refuse it. */
export async function expectSignInRefused(page: Page, email: string, password: string) {
  await submitSignIn(page, email, password);
  await expect(page.getByRole('form', { name: 'Sign in' }).getByRole('alert')).toHaveText(
    'The email or password is wrong.',
  );
}

/** The header's account menu button (`UserButton`, named "Account menu, <name>"). */
export const accountMenu = (page: Page) => page.getByRole('button', { name: /^Account menu, / });

/**
 * Opens the header's account menu, once its code has loaded (`data-pending` gone: until then
 * the button is a placeholder that opens the menu on pointerdown when it arrives).
 */
export async function openAccountMenu(page: Page) {
  const button = accountMenu(page);
  await expect(button).not.toHaveAttribute('data-pending');
  await button.click();
  await expect(page.getByRole('menu')).toBeVisible();
}

/** Signs out through the header's account menu: opens it, chooses Sign out. */
export async function signOut(page: Page) {
  await openAccountMenu(page);
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
}
