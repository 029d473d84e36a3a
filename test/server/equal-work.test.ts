import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  type AuthStore,
  createAuthService,
  createMemoryStore,
  type MailMessage,
} from '../../src/server';

// Issue 35, lower items: the same work for an unknown email on every code path. Timing is not
// measured here (a shared machine makes it noise); what makes it differ is: the store
// calls, the Web Crypto operations (the device cookie's HMACs) and the mailer run during the
// request. An account and an unknown email must show the same of each, and the same answer.
const APP = 'app-1';
const KEY = 'key-1';
const PASSWORD = 'correct horse battery';
const now = Date.parse('2026-06-01T12:00:00Z');

const storeCalls: string[] = [];
function counting(store: AuthStore): AuthStore {
  const entries = Object.entries(store).map(([name, method]) => [
    name,
    typeof method !== 'function'
      ? method
      : (...args: unknown[]) => {
          storeCalls.push(name);
          return (method as (...a: unknown[]) => unknown).apply(store, args);
        },
  ]);
  return Object.fromEntries(entries) as unknown as AuthStore;
}

const mailed: MailMessage[] = [];
let service = createAuthService();
beforeEach(() => {
  mailed.length = 0;
  service = createAuthService({
    apps: { [APP]: KEY },
    store: counting(createMemoryStore()),
    hashCost: { N: 1024, r: 8, p: 1 },
    now: () => now,
    mailer: (message) => {
      mailed.push(message);
    },
  });
});
afterEach(() => vi.restoreAllMocks());

const send = (method: string, path: string, body: unknown, cookie = '') =>
  service(
    new Request(`http://service.test${path}`, {
      method,
      headers: {
        'X-App-Id': APP,
        'X-API-Key': KEY,
        'Content-Type': 'application/json',
        ...(cookie ? { Cookie: cookie } : {}),
      },
      body: JSON.stringify(body),
    }),
  );

async function signup(email: string) {
  const answer = await send('POST', '/users/signup', { name: 'Ann', email, password: PASSWORD });
  expect(answer.status).toBe(201);
  return ((await answer.json()) as { user: { id: string } }).user.id;
}

/** A device cookie of the right form that this service never signed (`forged`). */
const forgedDevice = () =>
  `service_device=${now.toString(36)}.${'A'.repeat(22)}.${'B'.repeat(43)}~${now.toString(36)}.${'C'.repeat(22)}.${'D'.repeat(43)}`;

/**
 * Lets the mails of earlier requests go: the mailer's 0 ms timers were set before this one, and
 * timers of one delay run in the order they were set (an ordering point, not a wait).
 */
const mailsOfEarlierRequests = () => new Promise((resolve) => setTimeout(resolve, 0));

/** What one request about `email` shows: its answer, and the work it did on the way. */
async function observe(email: string, request: () => Promise<Response>) {
  await mailsOfEarlierRequests();
  storeCalls.length = 0;
  const subtle = { sign: 0, importKey: 0 };
  const sign = vi.spyOn(crypto.subtle, 'sign');
  const importKey = vi.spyOn(crypto.subtle, 'importKey');
  const mailsTo = () => mailed.filter((message) => message.to === email).length;
  const mailedBefore = mailsTo();
  const response = await request();
  const mailerRanDuringRequest = mailsTo() - mailedBefore;
  subtle.sign = sign.mock.calls.length;
  subtle.importKey = importKey.mock.calls.length;
  sign.mockRestore();
  importKey.mockRestore();
  return {
    status: response.status,
    body: await response.json(),
    headers: [...response.headers.keys()].sort(),
    cookies: response.headers.getSetCookie().map((cookie) => cookie.split('=')[0]),
    storeCalls: [...storeCalls],
    subtle,
    mailerRanDuringRequest,
  };
}

describe('an account and an unknown email cost the same work', () => {
  it('login, forgot-password and reset-password with a forged device cookie', async () => {
    await signup('ann@example.com');
    const cookie = forgedDevice();
    const paths = [
      (email: string) => send('POST', '/users/login', { email, password: 'wrong one' }, cookie),
      (email: string) => send('POST', '/users/forgot-password', { email }, cookie),
      (email: string) =>
        send(
          'POST',
          '/users/reset-password',
          { email, otp: '000000', newPassword: 'a brand new passphrase' },
          cookie,
        ),
    ];
    for (const path of paths) {
      const account = await observe('ann@example.com', () => path('ann@example.com'));
      const unknown = await observe('nobody@example.com', () => path('nobody@example.com'));
      expect(account.subtle.sign, 'the cookie was checked').toBeGreaterThan(0);
      expect(unknown).toEqual(account);
    }
  });

  it('the mailer runs after the answer (forgot-password, send-verify-otp, a reset notice)', async () => {
    const id = await signup('ann@example.com');
    const forgot = await observe('ann@example.com', () =>
      send('POST', '/users/forgot-password', { email: 'ann@example.com' }),
    );
    const unknown = await observe('nobody@example.com', () =>
      send('POST', '/users/forgot-password', { email: 'nobody@example.com' }),
    );
    const verify = await observe('ann@example.com', () =>
      send('POST', `/users/send-verify-otp/${id}`, { email: 'ann@example.com' }),
    );
    expect([forgot, unknown, verify].map((seen) => seen.status)).toEqual([200, 200, 200]);
    expect(unknown.mailerRanDuringRequest).toBe(0);
    expect(forgot.mailerRanDuringRequest, 'forgot-password').toBe(0);
    expect(verify.mailerRanDuringRequest, 'send-verify-otp').toBe(0);
    // ... and it does run: once the event loop turns.
    await vi.waitFor(() => expect(mailed.map((m) => m.kind)).toHaveLength(2));
    const otp = mailed.find((m) => m.kind === 'reset-password')?.otp ?? '';
    mailed.length = 0;
    const reset = await observe('ann@example.com', () =>
      send('POST', '/users/reset-password', {
        email: 'ann@example.com',
        otp,
        newPassword: 'a brand new passphrase',
      }),
    );
    expect(reset.status).toBe(200);
    expect(reset.mailerRanDuringRequest, 'the notice').toBe(0);
    await vi.waitFor(() => expect(mailed).toHaveLength(1));
  });

  // Issue 35: a look-alike of a taken email (Cyrillic а, full-width letters) is refused as the
  // email itself is, with the same work on the way: signup hashes first, an email change checks
  // the current password first, and the store refuses either.
  it('signup and an email change: a look-alike of an account answers as its own address', async () => {
    await signup('ann@example.com');
    const signupAs = (email: string) =>
      send('POST', '/users/signup', { name: 'Twin', email, password: PASSWORD });
    const taken = await observe('ann@example.com', () => signupAs('ann@example.com'));
    expect(taken.status).toBe(409);
    for (const twin of ['аnn@example.com', 'ａｎｎ@example.com', 'ann@exаmple.com'])
      expect(await observe(twin, () => signupAs(twin)), twin).toEqual(taken);

    const other = await send('POST', '/users/signup', {
      name: 'Other',
      email: 'other@example.com',
      password: PASSWORD,
    });
    const cookie = other.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; ');
    const id = ((await other.json()) as { user: { id: string } }).user.id;
    const changeTo = (email: string) =>
      send('PUT', `/users/update/${id}`, { email, currentPassword: PASSWORD }, cookie);
    const changeTaken = await observe('ann@example.com', () => changeTo('ann@example.com'));
    expect(changeTaken.status).toBe(409);
    expect(await observe('аnn@example.com', () => changeTo('аnn@example.com'))).toEqual(
      changeTaken,
    );
  });
});
