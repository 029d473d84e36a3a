import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { signOut, submitSignIn, uniqueEmail } from '../support/accounts';
import { step } from '../support/steps';
import { pageOrigin, serviceUrl } from './origins';

// The demo on one origin, the service on another (--origin allows the page). Every call of the
// page goes straight to the service: credentialed CORS, the cookie, Retry-After.

const home = (page: Page) => page.getByRole('heading', { name: 'Your account' });
const signInForm = (page: Page) => page.getByRole('form', { name: 'Sign in' });

/** Creates an account at the service itself, outside the page's browser (signed out there). */
async function signUpAtService(request: APIRequestContext, who: string) {
  const account = { name: `${who} Example`, email: uniqueEmail(who), password: 'correct-horse-1' };
  const response = await request.post(`${serviceUrl}/users/signup`, {
    headers: { 'X-App-Id': 'demo-app' },
    data: account,
  });
  expect(response.status()).toBe(201);
  return account;
}

/** Submits the sign-in form and resolves with the status of the service's answer. */
async function signInAnswered(page: Page, email: string, password: string): Promise<number> {
  const answer = page.waitForResponse(
    (response) =>
      response.url() === `${serviceUrl}/users/login` && response.request().method() === 'POST',
  );
  await submitSignIn(page, email, password);
  return (await answer).status();
}

/** Every path under /users the page called, by origin: all of them must be the service's. */
function usersCalls(page: Page): Set<string> {
  const origins = new Set<string>();
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/users/')) origins.add(url.origin);
  });
  return origins;
}

test('the 11th failed sign-in is refused with a live countdown, read across origins', async ({
  page,
  request,
}) => {
  const calls = usersCalls(page);
  const account = await signUpAtService(request, 'rita');
  await step(page, '10 wrong passwords: each refused', async () => {
    await page.goto('/login');
    for (let attempt = 1; attempt <= 10; attempt++) {
      expect(await signInAnswered(page, account.email, `wrong-password-${attempt}`)).toBe(401);
      await expect(signInForm(page).getByRole('alert')).toHaveText(
        'The email or password is wrong.',
      );
    }
  });
  await step(page, 'the 11th: rate-limited, the submit counting down', async () => {
    expect(await signInAnswered(page, account.email, 'wrong-password-11')).toBe(429);
    const form = signInForm(page);
    await expect(form.getByRole('alert')).toHaveText(
      'Too many attempts. Wait for the countdown to end, then try again.',
    );
    // The wait comes from Retry-After: only readable here because the service exposes it.
    const button = form.getByRole('button', { name: /^Try again in \d+ seconds?$/ });
    await expect(button).toBeDisabled();
    const first = await button.textContent();
    await expect(button).not.toHaveText(first ?? '', { timeout: 5_000 });
    await expect(button).toBeDisabled();
  });
  expect([...calls]).toEqual([serviceUrl]);
});

test('a sign-in across origins survives a reload; sign out', async ({ page, context, request }) => {
  const calls = usersCalls(page);
  const account = await signUpAtService(request, 'otto');
  await step(page, 'signed in on the page, at the service', async () => {
    await page.goto('/login');
    expect(await signInAnswered(page, account.email, account.password)).toBe(200);
    await expect(home(page)).toBeVisible();
    await expect(page.getByText(`Signed in as ${account.email}`)).toBeVisible();
  });
  await step(
    page,
    "the service's cookie: HttpOnly, SameSite=Lax, kept for its origin",
    async () => {
      const cookies = await context.cookies(serviceUrl);
      expect(cookies.find((cookie) => cookie.name === 'service_user_session')).toMatchObject({
        domain: 'localhost',
        httpOnly: true,
        sameSite: 'Lax',
        secure: false,
      });
    },
  );
  await step(page, 'after a reload: still signed in (the cookie went with the check)', async () => {
    const checked = page.waitForResponse(
      (response) =>
        response.url() === `${serviceUrl}/users/session` && response.request().method() === 'GET',
    );
    await page.reload();
    const answer = await checked;
    const sent = await answer.request().allHeaders();
    expect(sent.origin).toBe(pageOrigin);
    expect(sent.cookie).toMatch(/(^|; )service_user_session=/);
    expect(await answer.json()).toMatchObject({ authenticated: true });
    await expect(home(page)).toBeVisible();
  });
  await step(page, 'signed out, and still after a reload', async () => {
    await signOut(page);
    await expect(signInForm(page)).toBeVisible();
    await page.reload();
    await expect(signInForm(page)).toBeVisible();
    const cookies = await context.cookies(serviceUrl);
    expect(cookies.map((cookie) => cookie.name)).not.toContain('service_user_session');
  });
  expect([...calls]).toEqual([serviceUrl]);
});
