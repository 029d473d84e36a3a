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

test('signed out, /account?tab=email: the server redirects before any HTML of the page', async ({
  page,
}) => {
  const redirected = /^\/login\?returnTo=%2Faccount%3Ftab%3Demail$/;
  // Next.js's proxy and TanStack Router's `redirect` answer 307, a React Router loader's 302.
  const status = test.info().config.metadata.framework === 'react-router' ? 302 : 307;
  for (const cookie of [undefined, 'service_user_session=not-a-session-the-service-knows']) {
    const answer = await page.request.get('/account?tab=email', {
      maxRedirects: 0,
      headers: cookie ? { Cookie: cookie } : {},
    });
    expect(answer.status(), `cookie: ${cookie}`).toBe(status);
    expect(answer.headers().location, `cookie: ${cookie}`).toMatch(redirected);
    // Not the page, nor the layout around it (its header links to "Your account").
    const body = await answer.text();
    expect(body).not.toContain('Your account');
    expect(body).not.toContain('Signed in as');
  }
});

test('signed out, /account?tab=email: sign-in, then /account?tab=email itself', async ({
  page,
  request,
}) => {
  const problems = consoleProblems(page);
  const email = 'christine@example.com';
  const password = 'correct-horse-battery-11';
  const signup = await request.post('/api/users/signup', {
    headers,
    data: { name: 'Christine Darden', email, password },
  });
  expect(signup.ok()).toBe(true);

  const shown = await page.goto('/account?tab=email');
  expect(shown?.request().redirectedFrom()?.url()).toMatch(/\/account\?tab=email$/);
  await expect(page).toHaveURL(/\/login\?returnTo=%2Faccount%3Ftab%3Demail$/);
  await signIn(page, email, password);
  await expect(page).toHaveURL(/\/account\?tab=email$/);
  await expect(page.getByText('Signed in as Christine Darden')).toBeVisible();
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
  const elsewhere = requestsTo(page, (url) => url.hostname.endsWith('evil.example'));

  await page.goto(`/login?returnTo=${encodeURIComponent('//evil.example')}`);
  await signIn(page, email, password);
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByText('Signed in as Dorothy Vaughan')).toBeVisible();

  // Signed in, sign-in sends the visitor on from the server: to the account, whatever the link.
  for (const hostile of [
    '//evil.example/x',
    '/\\evil.example',
    '%2F%2Fevil.example',
    'https://evil.example/',
    '/\t/evil.example',
    'javascript:alert(document.domain)',
  ]) {
    await page.goto(`/login?returnTo=${encodeURIComponent(hostile)}`);
    await expect(page, hostile).toHaveURL(/\/account$/);
  }
  expect(elsewhere).toEqual([]);
});
