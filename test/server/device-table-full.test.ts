import { describe, expect, it } from 'vitest';
import { createMemoryStore } from '../../src/server';
import { OWNER, ownerHarness, PASSWORD } from './owner-lockout-harness';

// A device token's windows last its life (a year) and a window at its limit is never evicted,
// so a device limiter can fill up. Before, a full table made every device with no window yet
// count as spent (untrusted): one attacker account that signed in from 4 addresses and spent
// each new token switched device trust off for everyone, for as long as the windows lasted.
// `limiterKeys: 2` brings the bound within a test's reach.
const ATTACKER = (n: number) => `198.51.100.${10 + n}`;
const STRANGER = (n: number) => `192.0.2.${n + 1}`;
const MINUTE = 60 * 1000;

function harness() {
  const clock = { now: Date.parse('2026-06-01T12:00:00Z') };
  // Without the per-address limits, whose tables of 2 the addresses here would fill too.
  const h = ownerHarness(createMemoryStore(), {
    limiterKeys: 2,
    addressLimits: false,
    now: () => clock.now,
  });
  return { ...h, clock };
}

describe('a full device table', () => {
  it('leaves the owner’s own browser trusted for passwords', async () => {
    const { call, owner, service, clock } = harness();
    const { email, jar } = await owner();
    const attacker = await owner();
    // Four new tokens of one account, each spending its own 10 wrong passwords.
    for (let device = 0; device < 4; device++) {
      const address = ATTACKER(device);
      const browser = new Map<string, string>();
      const login = { email: attacker.email, password: PASSWORD };
      expect((await call('/users/login', login, { address, jar: browser })).status).toBe(200);
      for (let i = 0; i < 10; i++)
        await call('/users/login', { ...login, password: `wrong ${i}` }, { address, jar: browser });
      clock.now += 16 * MINUTE;
    }
    // A stranger locks the owner's email (10 wrong passwords from 10 addresses).
    for (let i = 0; i < 10; i++) {
      const guess = { email, password: `guess ${i}` };
      expect((await call('/users/login', guess, { address: STRANGER(i) })).status).toBe(401);
    }
    const mine = { email, password: PASSWORD };
    expect((await call('/users/login', mine, { address: OWNER, jar })).status).toBe(200);
    // Still so a month later, the attacker's windows still held.
    clock.now += 30 * 24 * 60 * MINUTE;
    for (let i = 0; i < 10; i++)
      await call('/users/login', { email, password: `again ${i}` }, { address: STRANGER(20 + i) });
    expect((await call('/users/login', mine, { address: OWNER, jar })).status).toBe(200);
    await service.close();
  }, 60_000);

  it('leaves the owner’s own browser trusted for codes', async () => {
    const { call, owner, service, clock, latestCode, wrongCode } = harness();
    const { email, jar } = await owner();
    const attacker = await owner();
    const reset = (to: string, otp: string) => ({
      email: to,
      otp,
      newPassword: 'a fresh long passphrase',
    });
    // Four new tokens of one account, each spending its own 25 code checks.
    for (let device = 0; device < 4; device++) {
      const address = ATTACKER(device);
      const browser = new Map<string, string>();
      const login = { email: attacker.email, password: PASSWORD };
      expect((await call('/users/login', login, { address, jar: browser })).status).toBe(200);
      await call('/users/forgot-password', { email: attacker.email }, { address, jar: browser });
      for (let i = 0; i < 25; i++)
        await call('/users/reset-password', reset(attacker.email, wrongCode(attacker.email)), {
          address,
          jar: browser,
        });
      clock.now += 16 * MINUTE;
    }
    // Strangers spend the owner's email's 6 reset checks.
    for (let i = 0; i < 6; i++)
      await call('/users/reset-password', reset(email, '000000'), { address: STRANGER(i % 2) });
    expect((await call('/users/forgot-password', { email }, { address: OWNER, jar })).status).toBe(
      200,
    );
    const right = await call('/users/reset-password', reset(email, latestCode(email)), {
      address: OWNER,
      jar,
    });
    expect(right.status).toBe(200);
    await service.close();
  }, 60_000);
});
