import { expect, test } from '@playwright/test';
import {
  consoleProblems,
  documentRequests,
  hydrated,
  mailedCode,
  requestsTo,
  signOutFromMenu,
} from './support';

// One example app (Next.js App Router, or React Router framework mode), built against the packed
// latchkey and served by its production server, with a real latchkey-server behind `/api`.

test('the server HTML has the forms, their fields and real links, with no JavaScript', async ({
  request,
}) => {
  const login = await (await request.get('/login')).text();
  expect(login).toMatch(/<form[^>]*>/);
  expect(login).toMatch(/<input[^>]*autocomplete="email"/i);
  expect(login).toMatch(/<input[^>]*autocomplete="current-password"/i);
  expect(login).toContain('Sign in');
  expect(login).toMatch(/<a[^>]*href="\/signup"/i);
  expect(login).toMatch(/<a[^>]*href="\/forgot-password"/i);

  const signup = await (await request.get('/signup')).text();
  expect(signup).toMatch(/<form[^>]*>/);
  expect(signup).toMatch(/<input[^>]*autocomplete="name"/i);
  expect(signup).toMatch(/<input[^>]*autocomplete="new-password"/i);
  expect(signup).toContain('Create account');
  expect(signup).toMatch(/<a[^>]*href="\/login"/i);
});

test('sign up, verify, land on the account, reload signed in from the server, sign out', async ({
  page,
}) => {
  const problems = consoleProblems(page);
  const sessionChecks = requestsTo(page, (url) => url.pathname.endsWith('/users/session'));
  // Each run starts its own in-memory service.
  const email = 'ada@example.com';

  await test.step('sign-in hydrates; its link to sign-up navigates without a page load', async () => {
    await page.goto('/login');
    const form = page.getByRole('form', { name: 'Sign in' });
    await hydrated(form);
    const loads = documentRequests(page);
    await form.getByRole('link', { name: 'Create an account' }).click();
    await expect(page).toHaveURL(/\/signup$/);
    await expect(page.getByRole('heading', { name: 'Create an account' })).toBeVisible();
    expect(loads).toEqual([]);
  });

  await test.step('sign-up, then the mailed code: redirectTo lands on /account', async () => {
    const form = page.getByRole('form', { name: 'Create an account' });
    await hydrated(form);
    await form.getByLabel('Name').fill('Ada Lovelace');
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Password', { exact: true }).fill('correct-horse-battery-1');
    await form.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByRole('heading', { name: 'Verify your email' })).toBeVisible();
    const code = await mailedCode(page, email, 'verify-email');
    await page.getByRole('textbox', { name: 'Digit 1 of 6' }).click();
    await page.keyboard.type(code);
    await expect(page).toHaveURL(/\/account$/);
    await expect(page.getByText('Signed in as Ada Lovelace')).toBeVisible();
  });

  await test.step('reload: signed in from the server HTML, no session check from the browser', async () => {
    sessionChecks.length = 0;
    const response = await page.reload();
    const html = (await response?.text()) ?? '';
    expect(html).toContain('Your account');
    expect(html).toContain('Ada Lovelace');
    // The Profile row loads the user's record once hydrated: by then the provider has started.
    const profile = page.getByRole('region', { name: 'Profile' });
    await hydrated(profile.getByRole('button', { name: 'Edit profile' }));
    await expect(profile.getByRole('definition')).toHaveText(['Ada Lovelace']);
    expect(sessionChecks).toEqual([]);
  });

  await test.step('sign out: back at sign-in, Back shows no signed-in page, the server agrees', async () => {
    await signOutFromMenu(page);
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    // The account page is still in the history (and in a client router's cache): Back asks the
    // server again, which sends a signed-out visitor to sign-in.
    // (It asks sign-in to come back to the account afterwards.)
    await page.goBack();
    await expect(page).toHaveURL(/\/login\?returnTo=%2Faccount$/);
    await expect(page.getByRole('form', { name: 'Sign in' })).toBeVisible();
    await expect(page.getByText('Signed in as')).toHaveCount(0);
    await page.goto('/account');
    await expect(page).toHaveURL(/\/login\?returnTo=%2Faccount$/);
    await expect(page.getByRole('form', { name: 'Sign in' })).toBeVisible();
  });

  expect(sessionChecks).toEqual([]);
  expect(problems).toEqual([]);
});

test('forgot password → reset with the mailed code → sign in with the new one', async ({
  page,
  request,
}) => {
  const problems = consoleProblems(page);
  // Someone who forgot is signed out: the account is made apart from the page.
  const email = 'joan@example.com';
  const signup = await request.post('/api/users/signup', {
    headers: { 'X-App-Id': 'demo-app' },
    data: { name: 'Joan Clarke', email, password: 'correct-horse-battery-3' },
  });
  expect(signup.ok()).toBe(true);

  await page.goto('/login');
  const login = page.getByRole('form', { name: 'Sign in' });
  await hydrated(login);
  await login.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  const forgot = page.getByRole('form', { name: 'Forgot your password?' });
  await forgot.getByLabel('Email').fill(email);
  await forgot.getByRole('button', { name: 'Send reset code' }).click();

  const reset = page.getByRole('form', { name: 'Reset your password' });
  const code = await mailedCode(page, email, 'reset-password');
  await reset.getByRole('textbox', { name: 'Digit 1 of 6' }).click();
  await page.keyboard.type(code);
  await reset.getByLabel('New password').fill('a-fresh-secret-4');
  await reset.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByRole('status')).toHaveText(
    'Your password was reset. Sign in with your new password.',
  );

  const again = page.getByRole('form', { name: 'Sign in' });
  await expect(again.getByLabel('Email')).toHaveValue(email);
  await again.getByLabel('Password', { exact: true }).fill('a-fresh-secret-4');
  await again.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByText('Signed in as Joan Clarke')).toBeVisible();
  expect(problems).toEqual([]);
});

test('a reload during sign-up: /verify-email takes the mailed code, then the account', async ({
  page,
}) => {
  const problems = consoleProblems(page);
  const email = 'mary@example.com';
  await page.goto('/signup');
  const signup = page.getByRole('form', { name: 'Create an account' });
  await hydrated(signup);
  await signup.getByLabel('Name').fill('Mary Somerville');
  await signup.getByLabel('Email').fill(email);
  await signup.getByLabel('Password', { exact: true }).fill('correct-horse-battery-5');
  await signup.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { name: 'Verify your email' })).toBeVisible();
  const code = await mailedCode(page, email, 'verify-email');

  // Signed in, not verified yet: sign-up sends the visitor to the page that finishes it.
  await page.reload();
  await expect(page).toHaveURL(/\/verify-email$/);
  const verify = page.getByRole('form', { name: 'Verify your email' });
  await hydrated(verify);
  await verify.getByRole('textbox', { name: 'Digit 1 of 6' }).click();
  await page.keyboard.type(code);
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByText('Signed in as Mary Somerville')).toBeVisible();
  await expect(page.getByText('not verified yet')).toHaveCount(0);
  expect(problems).toEqual([]);
});

test('/reset-password with a code → sign-in says the password was reset', async ({
  page,
  request,
}) => {
  const problems = consoleProblems(page);
  const email = 'hedy@example.com';
  const headers = { 'X-App-Id': 'demo-app', 'X-API-Key': 'demo-public-key' };
  const signup = await request.post('/api/users/signup', {
    headers,
    data: { name: 'Hedy Lamarr', email, password: 'correct-horse-battery-6' },
  });
  expect(signup.ok()).toBe(true);
  const forgot = await request.post('/api/users/forgot-password', { headers, data: { email } });
  expect(forgot.ok()).toBe(true);

  await page.goto('/reset-password');
  const reset = page.getByRole('form', { name: 'Reset your password' });
  await hydrated(reset);
  await reset.getByLabel('Email').fill(email);
  const code = await mailedCode(page, email, 'reset-password');
  await reset.getByRole('textbox', { name: 'Digit 1 of 6' }).click();
  await page.keyboard.type(code);
  await reset.getByLabel('New password').fill('a-fresh-secret-7');
  await reset.getByRole('button', { name: 'Reset password' }).click();
  await expect(page).toHaveURL(/\/login\?reset=1$/);
  await expect(page.getByRole('status')).toHaveText(
    'Your password was reset. Sign in with your new password.',
  );

  const login = page.getByRole('form', { name: 'Sign in' });
  await hydrated(login);
  await login.getByLabel('Email').fill(email);
  await login.getByLabel('Password', { exact: true }).fill('a-fresh-secret-7');
  await login.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByText('Signed in as Hedy Lamarr')).toBeVisible();
  expect(problems).toEqual([]);
});

test('without JavaScript, a submitted form posts to its page: no password in a URL, no error page', async ({
  browser,
}) => {
  const context = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    javaScriptEnabled: false,
  });
  try {
    const page = await context.newPage();
    const requests: string[] = [];
    const failures: string[] = [];
    page.on('request', (sent) => requests.push(`${sent.method()} ${sent.url()}`));
    page.on('response', (answer) => {
      if (answer.status() >= 400) failures.push(`HTTP ${answer.status()}: ${answer.url()}`);
    });
    const password = 'no-script-secret-8';
    const forms = [
      { path: '/login', name: 'Sign in', submit: 'Sign in' },
      { path: '/signup', name: 'Create an account', submit: 'Create account' },
    ];
    for (const { path, name, submit } of forms) {
      await page.goto(path);
      const form = page.getByRole('form', { name });
      if (path === '/signup') await form.getByLabel('Name').fill('Nobody Scripted');
      await form.getByLabel('Email').fill('no-script@example.com');
      await form.getByLabel('Password', { exact: true }).fill(password);
      // The page shown after the POST (after a redirect, if the app answers with one).
      const shown = page.waitForResponse(
        (answer) =>
          answer.request().isNavigationRequest() &&
          (answer.status() < 300 || answer.status() >= 400),
      );
      await form.getByRole('button', { name: submit }).click();
      expect((await shown).status(), `${path}: the page after the POST`).toBeLessThan(400);
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByRole('form', { name })).toBeVisible();
    }
    expect(requests).toContain(`POST ${test.info().project.use.baseURL}/login`);
    expect(requests.filter((line) => line.includes(password) || /password=/i.test(line))).toEqual(
      [],
    );
    expect(failures).toEqual([]);
  } finally {
    await context.close();
  }
});
