import { expect, test } from '@playwright/test';
import { consoleProblems, hydrated, requestsTo } from './support';

// Issue 23: after a server render (`<AuthProvider initialSession>`), the first Save of the
// profile opened "Your session has ended" although the user was signed in: the client's own
// session was still `unknown`. The other flows reload /account but never save after it.

test('right after a reload of /account, Save saves at the first try, with no session check', async ({
  page,
}) => {
  const problems = consoleProblems(page);
  // Its own address each run: a retry against the same service finds it free.
  const email = `grace.${Date.now().toString(36)}@example.com`;
  const password = 'correct-horse-battery-23';

  await test.step('an account, signed in through the sign-in form', async () => {
    // Through the page's own cookie jar and the app's proxy, as the sign-up form would.
    const signup = await page.request.post('/api/users/signup', {
      headers: { 'X-App-Id': 'demo-app' },
      data: { name: 'Grace Hopper', email, password },
    });
    expect(signup.ok()).toBe(true);
    await page.context().clearCookies();
    await page.goto('/login');
    const login = page.getByRole('form', { name: 'Sign in' });
    await hydrated(login);
    await login.getByLabel('Email').fill(email);
    await login.getByLabel('Password', { exact: true }).fill(password);
    await login.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/account$/);
    await expect(page.getByText('Signed in as Grace Hopper')).toBeVisible();
  });

  const sessionChecks = requestsTo(page, (url) => url.pathname.endsWith('/users/session'));
  const updates = requestsTo(page, (url) => url.pathname.includes('/users/update/'));

  await test.step('reload: the server HTML has the profile filled in, no loading text', async () => {
    const response = await page.reload();
    // The markup, not the scripts: those carry the dictionary's words, "Loading your profile" too.
    const html = ((await response?.text()) ?? '').replace(/<script[\s\S]*?<\/script>/g, '');
    // The Profile row at rest: its values as saved, no form open.
    const row = html.match(/<section[^>]*data-section="profile"[\s\S]*?<\/section>/)?.[0];
    expect(row, 'the Profile row').toBeDefined();
    expect(row).toContain('<dd>Grace Hopper</dd>');
    expect(row).not.toContain('<form');
    expect(html).not.toContain('Loading your profile');
  });

  await test.step('Edit profile, change the name and Save: saved, no dialog, no session check', async () => {
    const row = page.getByRole('region', { name: 'Profile' });
    const edit = row.getByRole('button', { name: 'Edit profile' });
    await hydrated(edit);
    await edit.click();
    const profile = row.getByRole('form', { name: 'Edit profile' });
    const name = profile.getByLabel('Name', { exact: true });
    await expect(name).toHaveValue('Grace Hopper');
    await expect(name).toBeFocused();
    await name.fill('Grace Brewster Hopper');
    await profile.getByRole('button', { name: 'Save changes' }).click();
    await expect(profile).toHaveCount(0);
    await expect(row.getByRole('status')).toHaveText('Your changes were saved.');
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    expect(updates).toHaveLength(1);
    expect(sessionChecks).toEqual([]);
  });

  await test.step('the service has it: the next server render shows the new name', async () => {
    await page.reload();
    await expect(page.getByText('Signed in as Grace Brewster Hopper')).toBeVisible();
    expect(sessionChecks).toEqual([]);
  });

  expect(problems).toEqual([]);
});
