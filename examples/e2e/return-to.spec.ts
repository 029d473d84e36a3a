import { expect, type Page, test } from '@playwright/test';
import { consoleProblems, documentRequests, hydrated, requestsTo } from './support';

// A signed-out visitor who asks for a signed-in page signs in and lands on that page. In React
// Router the redirect to sign-in comes from the page's loader, which after a client-side
// navigation runs for a data request (`/account.data?_routes=…`): the return path must be the
// page's, not that request's.

const headers = { 'X-App-Id': 'demo-app', 'X-API-Key': 'demo-public-key' };

/** Signs in through the page's form (the account was made beforehand). */
async function signIn(page: Page, email: string, password: string) {
  const form = page.getByRole('form', { name: 'Sign in' });
  await hydrated(form);
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Sign in' }).click();
}

test('signed out, a link to /account: sign-in, then /account itself', async ({ page, request }) => {
  const problems = consoleProblems(page);
  const email = 'katherine@example.com';
  const password = 'correct-horse-battery-9';
  const signup = await request.post('/api/users/signup', {
    headers,
    data: { name: 'Katherine Johnson', email, password },
  });
  expect(signup.ok()).toBe(true);

  await page.goto('/login');
  await hydrated(page.getByRole('form', { name: 'Sign in' }));
  const loads = documentRequests(page);
  const dataRequests = requestsTo(page, (url) => url.pathname.endsWith('.data'));
  await page
    .getByRole('navigation', { name: 'Site' })
    .getByRole('link', { name: 'Your account' })
    .click();
  await expect(page).toHaveURL(/\/login\?returnTo=%2Faccount$/);
  // A client-side navigation: React Router asked the account loader through a data request.
  expect(loads).toEqual([]);
  if (test.info().config.metadata.framework === 'react-router') {
    expect(dataRequests.join('\n')).toContain('/account.data');
  }

  await signIn(page, email, password);
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByText('Signed in as Katherine Johnson')).toBeVisible();
  expect(problems).toEqual([]);
});

test('a returnTo that leaves the site is ignored: sign-in lands on /account', async ({
  page,
  request,
}) => {
  const email = 'dorothy@example.com';
  const password = 'correct-horse-battery-10';
  const signup = await request.post('/api/users/signup', {
    headers,
    data: { name: 'Dorothy Vaughan', email, password },
  });
  expect(signup.ok()).toBe(true);
  const elsewhere = requestsTo(page, (url) => url.hostname === 'elsewhere.example');

  await page.goto(`/login?returnTo=${encodeURIComponent('//elsewhere.example/x')}`);
  await signIn(page, email, password);
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByText('Signed in as Dorothy Vaughan')).toBeVisible();
  expect(elsewhere).toEqual([]);
});
