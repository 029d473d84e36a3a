import { expect, type Page, test } from '@playwright/test';
import { accountMenu, consoleProblems, documentRequests, hydrated, moves } from './support';

// The account page (`AccountSettings` under the server-rendered "Signed in as …"), protected on
// the server. A password change there keeps this browser signed in there; a deletion there
// leaves the page saying only that the account was deleted. Neither moves the page anywhere:
// not to sign-in, never to `/login?returnTo=%2Faccount` (issue 33: the first sent the user to
// sign-in, the second went there and asked a deleted user to sign in).

const headers = { 'X-App-Id': 'demo-app' };

/** An account made through the page's own cookie jar (and the app's `/api`): the page is signed in. */
async function signUp(page: Page, name: string, email: string, password: string) {
  const signup = await page.request.post('/api/users/signup', {
    headers,
    data: { name, email, password },
  });
  expect(signup.status()).toBe(201);
}

/** Loads /account signed in and waits until its rows are hydrated. */
async function openAccount(page: Page, name: string) {
  await page.goto('/account');
  await expect(page.getByText(`Signed in as ${name}`)).toBeVisible();
  await hydrated(page.getByRole('button', { name: 'Change password' }));
  await hydrated(page.getByRole('button', { name: 'Delete account' }));
}

test('a password change on /account: signed in there, told so; the other browser signed out', async ({
  page,
  browser,
  request,
}) => {
  const problems = consoleProblems(page);
  const email = 'radia@example.com';
  const [password, newPassword] = ['correct-horse-battery-12', 'a-new-secret-13'];
  await signUp(page, 'Radia Perlman', email, password);
  // Another browser, signed in with the same account.
  const elsewhere = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const otherSignIn = await elsewhere.request.post('/api/users/login', {
    headers,
    data: { email, password },
  });
  expect(otherSignIn.ok()).toBe(true);
  await openAccount(page, 'Radia Perlman');
  const went = moves(page);
  const loads = documentRequests(page);

  await test.step('the password changed: the page stays, signed in, and says so', async () => {
    // The Password row opens its form in place; a success closes it and says so in the row.
    const row = page.getByRole('region', { name: 'Password' });
    await row.getByRole('button', { name: 'Change password' }).click();
    const form = row.getByRole('form', { name: 'Change password' });
    await form.getByLabel('Current password').fill(password);
    await form.getByLabel('New password').fill(newPassword);
    await form.getByRole('button', { name: 'Change password' }).click();
    await expect(form).toHaveCount(0);
    await expect(row.getByRole('status')).toHaveText(
      'Your password was changed. You were signed out on your other devices.',
    );
    await expect(row.getByRole('button', { name: 'Change password' })).toBeFocused();
    await expect(page).toHaveURL(/\/account$/);
    await expect(page.getByText('Signed in as Radia Perlman')).toBeVisible();
    await expect(accountMenu(page)).toBeVisible();
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    await expect(page.getByText('You need to sign in to do this.')).toHaveCount(0);
  });

  await test.step('the other browser is signed out: the server sends it to sign-in', async () => {
    const there = await elsewhere.request.get('/account', { maxRedirects: 0 });
    expect(there.status()).toBeGreaterThanOrEqual(300);
    expect(there.status()).toBeLessThan(400);
    expect(there.headers().location).toMatch(/^\/login\?returnTo=%2Faccount$/);
  });

  await test.step('the new password signs in, the old one no longer does', async () => {
    const old = await request.post('/api/users/login', { headers, data: { email, password } });
    expect(old.status()).toBe(401);
    const fresh = await request.post('/api/users/login', {
      headers,
      data: { email, password: newPassword },
    });
    expect(fresh.ok()).toBe(true);
  });

  await test.step('a reload: signed in from the server HTML, still on /account', async () => {
    expect(went).toEqual([]);
    expect(loads).toEqual([]);
    const response = await page.reload();
    expect(await response?.text()).toContain('Radia Perlman');
    await expect(page).toHaveURL(/\/account$/);
    await expect(page.getByText('Signed in as Radia Perlman')).toBeVisible();
    expect(went).toEqual([]);
    expect(loads).toHaveLength(1);
  });

  await elsewhere.close();
  expect(problems).toEqual([]);
});

test('delete on /account: the page says only "Your account was deleted.", and goes nowhere', async ({
  page,
  request,
}) => {
  const problems = consoleProblems(page);
  const email = 'frances@example.com';
  const password = 'correct-horse-battery-14';
  await signUp(page, 'Frances Allen', email, password);
  await openAccount(page, 'Frances Allen');
  const went = moves(page);
  const loads = documentRequests(page);

  await test.step('Delete account, DELETE typed', async () => {
    await page.getByRole('button', { name: 'Delete account' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete your account?' });
    await dialog.getByLabel('Type DELETE to confirm').fill('DELETE');
    await dialog.getByRole('button', { name: 'Delete account' }).click();
    await expect(dialog).toBeHidden();
  });

  await test.step('the message, focused; nothing of the signed-in page is left', async () => {
    const deleted = page.getByRole('status').filter({ hasText: 'Your account was deleted.' });
    await expect(deleted).toBeFocused();
    await expect(page.getByRole('main')).toHaveText(
      ['Your account', 'Delete account', 'Your account was deleted.'].join(''),
    );
    await expect(page.getByRole('form')).toHaveCount(0);
    await expect(accountMenu(page)).toHaveCount(0);
    await expect(page).toHaveURL(/\/account$/);
  });

  await test.step('the account is gone: the service refuses it, the server signs it out', async () => {
    const login = await request.post('/api/users/login', { headers, data: { email, password } });
    expect(login.status()).toBe(401);
    const account = await page.request.get('/account', { maxRedirects: 0 });
    expect(account.headers().location).toMatch(/^\/login\?returnTo=%2Faccount$/);
    // The page itself went nowhere, in those round trips either.
    expect(went).toEqual([]);
    expect(loads).toEqual([]);
  });

  await test.step('"Your account" in the header: now, and only now, sign-in', async () => {
    await page.getByRole('navigation', { name: 'Site' }).getByRole('link').click();
    await expect(page).toHaveURL(/\/login\?returnTo=%2Faccount$/);
    await expect(page.getByRole('form', { name: 'Sign in' })).toBeVisible();
    // The record sees a client-side move: the empty one above means none happened.
    expect(went.at(-1)).toBe('/login?returnTo=%2Faccount');
  });

  expect(problems).toEqual([]);
});
