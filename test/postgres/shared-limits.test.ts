import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuthServer, createPostgresStore, startAuthServer } from '../../src/server';
import { scopedDatabase } from './scoped-database';

// Two service instances on one PostgreSQL database, each with its own store object (its own
// pool), as two processes would be: every limit must hold for both together (issue 15, item 4).
const { url: scopedUrl, schema, admin } = await scopedDatabase();

const APP = 'app-1';
const KEY = 'key-1';
const PASSWORD = 'correct horse battery';
const clock = { now: Date.parse('2026-06-01T12:00:00Z') };
const servers: AuthServer[] = [];

beforeAll(async () => {
  for (let i = 0; i < 2; i++) {
    servers.push(
      await startAuthServer({
        port: 0,
        apps: { [APP]: KEY },
        hashCost: { N: 1024, r: 8, p: 1 },
        now: () => clock.now,
        addressLimits: { otpEmails: 10 },
        store: await createPostgresStore(scopedUrl),
      }),
    );
  }
});
afterAll(async () => {
  await Promise.all(servers.map((server) => server.close()));
});

/** POSTs to instance `n % 2`. */
async function post(n: number, path: string, body: unknown, apiKey?: string) {
  const server = servers[n % 2];
  if (!server) throw new Error('servers not started');
  const response = await fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: {
      'X-App-Id': APP,
      'Content-Type': 'application/json',
      ...(apiKey ? { 'X-API-Key': apiKey } : {}),
    },
    body: JSON.stringify(body),
  });
  return { status: response.status, retryAfter: response.headers.get('retry-after') };
}

let sequence = 0;
async function signup() {
  sequence += 1;
  const email = `shared${sequence}@example.com`;
  expect(
    (await post(sequence, '/users/signup', { name: 'U', email, password: PASSWORD })).status,
  ).toBe(201);
  return email;
}

const count = (statuses: number[], ...wanted: number[]) =>
  statuses.filter((status) => wanted.includes(status)).length;

describe('limits shared by two instances on one PostgreSQL', () => {
  it('a 40-guess login burst split across both checks at most 10 passwords', async () => {
    const email = await signup();
    const guesses = Array.from({ length: 40 }, (_, i) => (i === 35 ? PASSWORD : `wrong ${i}`));
    const answers = await Promise.all(
      guesses.map((password, i) => post(i, '/users/login', { email, password })),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(count(statuses, 200, 401)).toBe(10);
    expect(count(statuses, 429)).toBe(30);
    for (const answer of answers.filter((a) => a.status === 429))
      expect(Number(answer.retryAfter)).toBeGreaterThan(0);
  });

  it('forgot-password per email (3) and OTP emails per address hold across both', async () => {
    const email = await signup();
    const perEmail = await Promise.all(
      Array.from({ length: 8 }, (_, i) => post(i, '/users/forgot-password', { email }, KEY)),
    );
    expect(
      count(
        perEmail.map((a) => a.status),
        200,
      ),
    ).toBe(3);
    expect(
      count(
        perEmail.map((a) => a.status),
        429,
      ),
    ).toBe(5);
    // Each of the 8 used one of the address's 10 OTP emails (taken before the email's limit):
    // two more, then 429 on either instance.
    const perAddress = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        post(i, '/users/forgot-password', { email: `other${i}@example.com` }, KEY),
      ),
    );
    expect(
      count(
        perAddress.map((a) => a.status),
        200,
      ),
    ).toBe(2);
    expect(
      count(
        perAddress.map((a) => a.status),
        429,
      ),
    ).toBe(4);
  });

  it('a reset through one instance clears the email’s failures for both', async () => {
    clock.now += 16 * 60 * 1000; // a new window: the address used its OTP emails above
    const email = await signup();
    for (let i = 0; i < 10; i++)
      expect((await post(i, '/users/login', { email, password: `wrong ${i}` })).status).toBe(401);
    expect((await post(0, '/users/login', { email, password: PASSWORD })).status).toBe(429);
    expect((await post(1, '/users/forgot-password', { email }, KEY)).status).toBe(200);
    const mailbox = await fetch(
      `${servers[1]?.url}/__dev/mailbox?email=${encodeURIComponent(email)}`,
      { headers: { 'X-App-Id': APP } },
    );
    const { messages } = (await mailbox.json()) as { messages: { otp: string }[] };
    const newPassword = 'a fresh password after the flood';
    const reset = await post(
      1,
      '/users/reset-password',
      { email, otp: messages[0]?.otp, newPassword },
      KEY,
    );
    expect(reset.status).toBe(200);
    expect((await post(0, '/users/login', { email, password: newPassword })).status).toBe(200);
  });

  it('expired windows are swept from the table', async () => {
    const before = await admin.query(`select count(*)::int as n from ${schema}.latchkey_limits`);
    expect(before.rows[0].n).toBeGreaterThan(0);
    clock.now += 16 * 60 * 1000;
    // Any attempt a minute after the last sweep sweeps; this one opens a fresh window.
    expect(
      (await post(0, '/users/login', { email: 'nobody@example.com', password: 'x' })).status,
    ).toBe(401);
    const after = await admin.query(`select key from ${schema}.latchkey_limits order by key`);
    expect(after.rows.map((row) => row.key)).toEqual([
      // The address's wrong passwords against the email (failing-emails.ts): 1 of the 3.
      `address-failing-pairs:login:${APP}:127.0.0.1:nobody@example.com`,
      'address-logins:127.0.0.1',
      `login:${APP}:nobody@example.com`,
    ]);
  });
});
