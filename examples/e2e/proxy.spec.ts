import { expect, test } from '@playwright/test';

// The app's `/api` in front of the service (Next.js rewrites, React Router's resource route):
// what the browser's client needs from it comes through as the service sent it.

const headers = { 'X-App-Id': 'demo-app', 'X-API-Key': 'demo-public-key' };

test('/api passes the session cookie and the status of an error through', async ({ request }) => {
  const email = 'grace@example.com';
  const signup = await request.post('/api/users/signup', {
    headers,
    data: { name: 'Grace Hopper', email, password: 'correct-horse-battery-2' },
  });
  expect(signup.status()).toBe(201);
  expect(signup.headers()['set-cookie']).toMatch(/^service_user_session=[^;]+;.*HttpOnly/i);

  const wrong = await request.post('/api/users/login', {
    headers,
    data: { email, password: 'not-the-password' },
  });
  expect(wrong.status()).toBe(401);
  expect(await wrong.json()).toMatchObject({ error: 'invalid_credentials' });
});

test('/api passes Retry-After through with a 429', async ({ request }) => {
  const send = () =>
    request.post('/api/users/forgot-password', { headers, data: { email: 'lin@example.com' } });
  // Three requests per email per 15 minutes, then 429.
  for (let i = 0; i < 3; i++) expect((await send()).status()).toBe(200);
  const limited = await send();
  expect(limited.status()).toBe(429);
  expect(Number(limited.headers()['retry-after'])).toBeGreaterThan(0);
});
