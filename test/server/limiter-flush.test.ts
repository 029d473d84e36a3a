import { describe, expect, it } from 'vitest';
import { createAuthService, createMemoryStore } from '../../src/server';
import { OWNER, ownerHarness } from './owner-lockout-harness';
import { serviceFixture } from './service-fixture';

// The in-memory limits (--memory, --data) against a flood of new keys: the probe sent ~100,000
// logins for new emails (most answered 503 by a full hash queue) and pushed a victim's locked
// window out, buying 10 more guesses. `limiterKeys` brings the bound within a test's reach.
const APP = 'flush-app';
const PASSWORD = 'the owner’s passphrase';

function service(options: Parameters<typeof createAuthService>[0] = {}) {
  const svc = createAuthService({
    apps: { [APP]: 'flush-key' },
    hashCost: { N: 1024, r: 8, p: 1 },
    ...options,
  });
  const call = async (path: string, body: unknown) => {
    const response = await svc(
      new Request(`http://service.test${path}`, {
        method: 'POST',
        headers: { 'X-App-Id': APP, 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      }),
    );
    return response.status;
  };
  const login = (email: string, password: string) => call('/users/login', { email, password });
  const signup = (email: string) =>
    call('/users/signup', { name: 'Victim', email, password: PASSWORD });
  return { svc, login, signup };
}

describe('limits that a flood of new keys cannot flush', () => {
  it('keeps a victim’s locked window when the limiter is filled past its cap', async () => {
    const { svc, login, signup } = service({ limiterKeys: 20 });
    expect(await signup('victim@example.com')).toBe(201);
    for (let i = 0; i < 10; i++) expect(await login('victim@example.com', `guess ${i}`)).toBe(401);
    expect(await login('victim@example.com', PASSWORD)).toBe(429);
    // Three times the cap of new emails, each a checked wrong password (a window each) until
    // the table is full; past it, refused (in process every caller is one party).
    for (let i = 0; i < 60; i++)
      expect([401, 429]).toContain(await login(`flood${i}@example.com`, 'x'));
    expect(await login('victim@example.com', PASSWORD)).toBe(429);
    expect(await login('victim@example.com', 'guess 11')).toBe(429);
    await svc.close();
  }, 60_000);

  it('a login refused 503 by a full hash queue takes nothing and opens no window', async () => {
    // One hash at a time, one waiting, a slower hash: most of a burst is refused 503.
    const { svc, login, signup } = service({
      limiterKeys: 40,
      hashCost: { N: 2 ** 14, r: 8, p: 1 },
      hashQueue: { concurrency: 1, perAddress: 1, maxQueued: 1 },
    });
    expect(await signup('victim@example.com')).toBe(201);
    for (let i = 0; i < 9; i++) expect(await login('victim@example.com', `guess ${i}`)).toBe(401);
    const burst = await Promise.all(
      Array.from({ length: 300 }, (_, i) => login(`burst${i}@example.com`, 'x')),
    );
    const admitted = burst.filter((status) => status === 401).length;
    expect(burst.filter((status) => status === 503).length).toBeGreaterThan(0);
    // The admitted ones opened a window each; with the victim's, still within the cap.
    expect(admitted + 1).toBeLessThanOrEqual(40);
    // The victim's 9 wrong passwords are still counted: one more, then 429.
    expect(await login('victim@example.com', 'guess 9')).toBe(401);
    expect(await login('victim@example.com', PASSWORD)).toBe(429);
    await svc.close();
  }, 60_000);
});

describe('a signup refused 503', () => {
  // Over loopback: the per-address signup limit needs a client address.
  const svc = serviceFixture({
    addressLimits: { signups: 6 },
    hashCost: { N: 2 ** 14, r: 8, p: 1 },
    hashQueue: { concurrency: 1, perAddress: 1, maxQueued: 1 },
  });
  const signup = (n: number) =>
    svc.call('POST', '/users/signup', {
      body: { name: 'Burst', email: `burst-signup${n}@example.com`, password: PASSWORD },
    });

  it('gives its signup back to the address', async () => {
    const burst = (await Promise.all(Array.from({ length: 6 }, (_, i) => signup(i)))).map(
      (answer) => answer.status,
    );
    const refused = burst.filter((status) => status === 503).length;
    expect(refused).toBeGreaterThan(0);
    expect(burst.filter((status) => status === 201)).toHaveLength(6 - refused);
    // Exactly the refused ones are left to use, one at a time; then the address is at its limit.
    for (let i = 0; i < refused; i++) expect((await signup(100 + i)).status).toBe(201);
    expect((await signup(200)).status).toBe(429);
  }, 60_000);
});

describe('a limiter full of windows at their limit', () => {
  it('refuses new keys only to the addresses that filled it', async () => {
    // Without the per-address limits, whose tables the 41 addresses would fill too.
    const harness = ownerHarness(createMemoryStore(), { limiterKeys: 20, addressLimits: false });
    const { call, owner, service } = harness;
    const { email } = await owner();
    const forgot = (to: string, address: string) =>
      call('/users/forgot-password', { email: to }, { address }).then((answer) => answer.status);
    // One address opens 20 emails' forgot-password windows (the cap), two more bring each to
    // its limit of 3 (each address's share of failures against an email stays under 3).
    const FLOOD = '198.51.100.66';
    for (let i = 0; i < 20; i++) {
      const victim = `victim${i}@example.com`;
      expect(await forgot(victim, FLOOD)).toBe(200);
      expect(await forgot(victim, `192.0.2.${2 * i}`)).toBe(200);
      expect(await forgot(victim, `192.0.2.${2 * i + 1}`)).toBe(200);
    }
    // The flooding address gets no new window; the owner, who holds none, does (before, every
    // new email was refused 429 by the full table: a global forgot-password outage).
    expect(await forgot('one-more@example.com', FLOOD)).toBe(429);
    expect(await forgot(email, OWNER)).toBe(200);
    expect(service.mailbox.for(email)).toHaveLength(1);
    // The windows at their limit are all still there: no lockout was flushed.
    expect(await forgot('victim0@example.com', OWNER)).toBe(429);
    expect(await forgot('victim19@example.com', '203.0.113.99')).toBe(429);
    await service.close();
  });
});
