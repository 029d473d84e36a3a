import { expect, type Page, test } from '@playwright/test';
import { accountMenu, consoleProblems, hydrated, signOutFromMenu } from './support';

// After any sign-out (the account menu, a deleted account, a session that ended elsewhere),
// Back never shows a signed-in page: not from the router's cache (Next.js's Router Cache,
// TanStack Router's loader cache), not from the browser's. The server is asked again, and sends
// the signed-out visitor to sign-in.

const headers = { 'X-App-Id': 'demo-app' };

/** An account made through the page's own cookie jar: the page is signed in. */
async function signUp(page: Page, name: string, email: string) {
  const signup = await page.request.post('/api/users/signup', {
    headers,
    data: { name, email, password: 'correct-horse-battery-41' },
  });
  expect(signup.status()).toBe(201);
}

/** /account, signed in, hydrated. */
async function openAccount(page: Page, name: string) {
  await page.goto('/account');
  await expect(page.getByText(`Signed in as ${name}`)).toBeVisible();
  await hydrated(page.getByRole('button', { name: 'Change password' }));
}

/** Back: the signed-out visitor is on sign-in (coming back to the account), nothing signed in. */
async function backShowsNoSignedInPage(page: Page) {
  await page.goBack();
  await expect(page).toHaveURL(/\/login\?returnTo=%2Faccount$/);
  await expect(page.getByRole('form', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByText('Signed in as')).toHaveCount(0);
  await expect(accountMenu(page)).toHaveCount(0);
}

test('signed out from the account menu: Back shows sign-in, not the account', async ({ page }) => {
  const problems = consoleProblems(page);
  await signUp(page, 'Ada King', 'ada.king@example.com');
  await openAccount(page, 'Ada King');
  await signOutFromMenu(page);
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('form', { name: 'Sign in' })).toBeVisible();
  await backShowsNoSignedInPage(page);
  expect(problems).toEqual([]);
});

test('the account deleted, then another page: Back shows sign-in, not the account', async ({
  page,
}) => {
  const problems = consoleProblems(page);
  await signUp(page, 'Mary Jackson', 'mary.jackson@example.com');
  await openAccount(page, 'Mary Jackson');
  await hydrated(page.getByRole('button', { name: 'Delete account' }));
  await page.getByRole('button', { name: 'Delete account' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete your account?' });
  await dialog.getByLabel('Type DELETE to confirm').fill('DELETE');
  await dialog.getByRole('button', { name: 'Delete account' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Your account was deleted.' }),
  ).toBeVisible();
  // Another page: the start page (the header's first link), which sends a visitor to sign-in.
  await page.getByRole('banner').getByRole('link').first().click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('form', { name: 'Sign in' })).toBeVisible();
  // Back to the account page's entry: sign-in again (the server asked), or the page as it was
  // left (a router that keeps it, as Next.js's does): the deletion's message, nothing signed in.
  await page.goBack();
  const signIn = page.getByRole('form', { name: 'Sign in' });
  await expect(signIn.or(page.getByText('Your account was deleted.'))).toBeVisible();
  await expect(page.getByText('Signed in as')).toHaveCount(0);
  await expect(accountMenu(page)).toHaveCount(0);
  expect(problems).toEqual([]);
});

test('the session ended elsewhere, found on a save: Back shows sign-in, not the account', async ({
  page,
  request,
}) => {
  const problems = consoleProblems(page);
  await signUp(page, 'Annie Easley', 'annie.easley@example.com');
  await openAccount(page, 'Annie Easley');
  // Profile's form open, as the session ends elsewhere (a form opened after it asks to sign in).
  const edit = page.getByRole('button', { name: 'Edit profile' });
  await hydrated(edit);
  await edit.click();
  const profile = page.getByRole('form', { name: 'Edit profile' });
  await expect(profile.getByLabel('Name', { exact: true })).toHaveValue('Annie Easley');

  await test.step('signed out elsewhere: the same session, ended from another client', async () => {
    const cookies = await page.context().cookies();
    const session = cookies.find((cookie) => cookie.name === 'service_user_session');
    expect(session).toBeDefined();
    const logout = await request.post('/api/users/logout', {
      headers: { ...headers, Cookie: `service_user_session=${session?.value}` },
    });
    expect(logout.ok()).toBe(true);
  });

  await test.step('a save finds it: the session-ended dialog; Cancel', async () => {
    await profile.getByLabel('Name', { exact: true }).fill('Annie J. Easley');
    await profile.getByRole('button', { name: 'Save changes' }).click();
    const ended = page.getByRole('alertdialog');
    await expect(ended).toContainText('Your session has ended.');
    await ended.getByRole('button', { name: 'Cancel' }).click();
    await expect(ended).toHaveCount(0);
  });

  await test.step('the header now offers sign-in; Back from there shows no signed-in page', async () => {
    await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/login\?returnTo=%2Faccount$/);
    await expect(page.getByRole('form', { name: 'Sign in' })).toBeVisible();
    await page.goBack();
    await expect(page.getByText('Signed in as')).toHaveCount(0);
    await expect(accountMenu(page)).toHaveCount(0);
    await expect(page.getByRole('form', { name: 'Sign in' })).toBeVisible();
  });

  // The save's 401 is the service's answer, as a browser reports it.
  expect(problems.filter((problem) => !problem.includes('401'))).toEqual([]);
});
