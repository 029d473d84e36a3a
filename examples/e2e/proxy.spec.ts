import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';

// The app's `/api` in front of the service (Next.js rewrites, React Router's resource route):
// what the browser's client needs from it comes through as the service sent it.

const headers = { 'X-App-Id': 'demo-app', 'X-API-Key': 'demo-public-key' };

test('/api passes the session cookie and the status of an error through', async ({ request }) => {
  const email = 'barbara@example.com';
  const signup = await request.post('/api/users/signup', {
    headers,
    data: { name: 'Barbara Liskov', email, password: 'correct-horse-battery-2' },
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

test('/api//<host>/… stays at the service: nothing leaves for that host, 404', async ({
  request,
}) => {
  // Another server on loopback, standing in for a stranger's host: it counts what reaches it.
  const reached: string[] = [];
  const elsewhere = createServer((incoming, answer) => {
    reached.push(`${incoming.method} ${incoming.url} cookie=${incoming.headers.cookie ?? ''}`);
    answer.end('elsewhere');
  });
  await new Promise<void>((listening) => elsewhere.listen(0, '127.0.0.1', listening));
  try {
    const { port } = elsewhere.address() as AddressInfo;
    const headersWithCookie = { ...headers, Cookie: 'service_user_session=a-visitor-session' };
    // A resolved `new URL('//127.0.0.1:<port>/users/session', service)` names that host.
    for (const path of [`/api//127.0.0.1:${port}/users/session`, `/api//127.0.0.1:${port}/`]) {
      const answer = await request.get(path, { headers: headersWithCookie });
      expect(answer.status(), path).toBe(404);
    }
    expect(reached).toEqual([]);
  } finally {
    elsewhere.closeAllConnections();
    await new Promise((closed) => elsewhere.close(closed));
  }
});
