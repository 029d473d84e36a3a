import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthStore } from '../../src/server';
import { OWNER, ownerHarness } from './owner-lockout-harness';

// A stranger who spends an email's 6 wrong reset codes (from 2 addresses) used to keep the
// owner's fresh code at 429 for up to 6 hours from any browser without the device cookie, again
// and again. A code mailed after the 6 were spent now has 3 late checks of its own (per email,
// 3 a day, so the year's guesses stay under 1 %).
const HOUR = 60 * 60 * 1000;
const STRANGER = (n: number) => `192.0.2.${n + 1}`;
const NEW_PASSWORD = 'the owner’s new passphrase';

function harness(store: AuthStore) {
  const clock = { now: Date.parse('2026-06-01T12:00:00Z') };
  const h = ownerHarness(store, { now: () => clock.now });
  const reset = (email: string, otp: string, address: string) =>
    h.call('/users/reset-password', { email, otp, newPassword: NEW_PASSWORD }, { address });
  const forgot = (email: string, address: string) =>
    h.call('/users/forgot-password', { email }, { address });
  /** The stranger's 6 wrong codes, 3 from each of 2 addresses. */
  const spend = async (email: string) => {
    for (let i = 0; i < 6; i++)
      expect((await reset(email, String(100_000 + i), STRANGER(i >= 3 ? 1 : 0))).status).toBe(400);
  };
  return { ...h, clock, reset, forgot, spend };
}

/**
 * The late reset checks on `open`'s store (memory here, PostgreSQL's shared counters in
 * test/postgres). One service and clock for the suite: each test uses emails of its own.
 */
export function resetLateCodeSuite(name: string, open: () => Promise<AuthStore>) {
  describe(`${name}: a reset code mailed after a stranger spent the email’s 6`, () => {
    let h: ReturnType<typeof harness>;
    beforeAll(async () => {
      h = harness(await open());
    }, 60_000);
    afterAll(() => h?.service.close());

    it('works for the owner from a new browser', async () => {
      const { owner, reset, forgot, spend, latestCode } = h;
      const { email } = await owner();
      await spend(email);
      expect((await reset(email, '123456', STRANGER(2))).status).toBe(429);
      expect((await forgot(email, OWNER)).status).toBe(200);
      expect((await reset(email, latestCode(email), OWNER)).status).toBe(200);
    });

    it('gives 3 late checks a day in all, only against a code mailed since', async () => {
      const { owner, clock, reset, forgot, spend, latestCode, wrongCode } = h;
      const { email } = await owner();
      const start = clock.now;
      await spend(email);
      // No code mailed since: the 6 are spent, whatever the code.
      expect((await reset(email, '123456', STRANGER(2))).status).toBe(429);
      // A stranger asks a code, then guesses it: 3, then 429 whatever new codes are mailed.
      expect((await forgot(email, STRANGER(3))).status).toBe(200);
      const late: number[] = [];
      for (let i = 0; i < 3; i++)
        late.push((await reset(email, wrongCode(email), STRANGER(4))).status);
      expect(late).toEqual([400, 400, 400]);
      expect((await reset(email, wrongCode(email), STRANGER(5))).status).toBe(429);
      expect((await forgot(email, OWNER)).status).toBe(200);
      // The price: the owner waits for the 6 to start again (as before, at most 6 hours).
      expect((await reset(email, latestCode(email), OWNER)).status).toBe(429);
      clock.now = start + 6 * HOUR;
      await spend(email);
      // The late 3 were spent less than a day ago: a new code gets none.
      expect((await forgot(email, OWNER)).status).toBe(200);
      expect((await reset(email, latestCode(email), OWNER)).status).toBe(429);
      clock.now = start + 24 * HOUR;
      // A day on the late 3 are back (and so are the 6).
      await spend(email);
      expect((await forgot(email, OWNER)).status).toBe(200);
      expect((await reset(email, latestCode(email), OWNER)).status).toBe(200);
    });

    it('is marked late for an email with no account alike (no oracle)', async () => {
      const { reset, forgot, spend, owner } = h;
      const { email } = await owner();
      const nobody = `nobody-${email}`;
      for (const address of [email, nobody]) await spend(address);
      for (const address of [email, nobody])
        expect((await forgot(address, OWNER)).status).toBe(200);
      const answers = await Promise.all(
        [email, nobody].map(async (address) => (await reset(address, '999999', OWNER)).status),
      );
      expect(answers).toEqual([400, 400]);
    });
  });
}
