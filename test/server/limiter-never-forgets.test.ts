import { describe, expect, it } from 'vitest';
import { localStores } from './local-stores';
import { ownerHarness } from './owner-lockout-harness';

// Issue 35, finding 1: a full in-memory limiter (--memory, --data) evicted the oldest window
// still under its limit, so a flood of cheap keys pushed out a victim's 5 wrong reset codes and
// bought fresh checks (10 in one 6-hour window instead of 6). Verification codes and
// forgot-password fell the same way. `limiterKeys: 20` brings the cap within a test's reach;
// the flood is three times the cap, from three addresses.
const CAP = 20;
const FLOODERS = ['198.51.100.201', '198.51.100.202', '198.51.100.203'];
const stranger = (n: number) => `192.0.2.${n + 1}`;

const stores = localStores('latchkey-never-forgets-');

describe.each(stores)('a flood of new keys on %s', (_name, openStore) => {
  async function setup() {
    const h = ownerHarness(await openStore(), { limiterKeys: CAP });
    const { email } = await h.owner();
    const status = (path: string, body: unknown, address: string) =>
      h.call(path, body, { address }).then((answer) => answer.status);
    /** 3 × CAP requests for new emails, CAP from each flooding address. */
    const flood = async (path: string, body: (email: string) => unknown) => {
      for (let i = 0; i < 3 * CAP; i++) {
        const address = FLOODERS[i % FLOODERS.length] ?? '';
        await status(path, body(`flood${i}@example.com`), address);
      }
    };
    return { ...h, email, status, flood };
  }

  it('leaves a victim’s wrong reset codes counted (6 per 6 hours)', async () => {
    const { service, email, status, flood } = await setup();
    const reset = (to: string) => ({ email: to, otp: '000000', newPassword: 'a fresh passphrase' });
    for (let i = 0; i < 5; i++)
      expect(await status('/users/reset-password', reset(email), stranger(i))).toBe(400);
    await flood('/users/reset-password', reset);
    expect(await status('/users/reset-password', reset(email), stranger(10))).toBe(400);
    expect(await status('/users/reset-password', reset(email), stranger(11))).toBe(429);
    await service.close();
  }, 60_000);

  it('leaves a victim’s wrong verification codes counted (25 a window)', async () => {
    const { service, email, status, flood } = await setup();
    const verify = (to: string) => ({ email: to, otp: '000000' });
    for (let i = 0; i < 24; i++)
      expect(await status('/users/verify-email', verify(email), stranger(i % 12))).toBe(400);
    await flood('/users/verify-email', verify);
    expect(await status('/users/verify-email', verify(email), stranger(20))).toBe(400);
    expect(await status('/users/verify-email', verify(email), stranger(21))).toBe(429);
    await service.close();
  }, 60_000);

  it('leaves a victim’s forgot-password requests counted (3 a window)', async () => {
    const { service, email, status, flood } = await setup();
    const forgot = (to: string) => ({ email: to });
    for (let i = 0; i < 2; i++)
      expect(await status('/users/forgot-password', forgot(email), stranger(i))).toBe(200);
    await flood('/users/forgot-password', forgot);
    expect(await status('/users/forgot-password', forgot(email), stranger(10))).toBe(200);
    expect(await status('/users/forgot-password', forgot(email), stranger(11))).toBe(429);
    await service.close();
  }, 60_000);
});
