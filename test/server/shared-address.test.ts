import { describe, expect, it } from 'vitest';
import { createMemoryStore } from '../../src/server';
import { ownerHarness, PASSWORD } from './owner-lockout-harness';

// Issue 35, finding 4: one address shared by many people (an office, a university, a
// carrier-grade NAT, an app's own test suite on one machine). A right password or code is
// never refused because others behind the same address failed: the per-address limits count
// only what failed, after the check (the hash queue bounds the work).
const OFFICE = '203.0.113.77';
const NEW_PASSWORD = 'a brand new passphrase';

async function setup() {
  const h = ownerHarness(createMemoryStore());
  const login = (email: string, password: string, jar?: Map<string, string>, address = OFFICE) =>
    h.call('/users/login', { email, password }, { address, jar }).then((answer) => answer.status);
  /** Three coworkers' accounts, each with 3 wrong passwords from the office. */
  const coworkersFail = async () => {
    for (let person = 0; person < 3; person++) {
      const { email } = await h.owner();
      for (let i = 0; i < 3; i++) expect(await login(email, `typo ${i}`)).toBe(401);
    }
  };
  return { ...h, login, coworkersFail };
}

describe('a shared address', () => {
  it('takes a fourth person’s right password after two typos, in a new browser', async () => {
    const { owner, login, coworkersFail, service } = await setup();
    await coworkersFail();
    const { email } = await owner();
    expect(await login(email, 'typo one')).toBe(401);
    expect(await login(email, 'typo two')).toBe(401);
    expect(await login(email, PASSWORD)).toBe(200);
    await service.close();
  }, 60_000);

  it('takes right passwords, new browser or known, after 100 wrong ones from it', async () => {
    const { owner, login, service } = await setup();
    const { email, jar } = await owner();
    for (let n = 0; n < 100; n++) expect(await login(`nobody${n}@example.com`, 'wrong')).toBe(401);
    expect(await login(`nobody-else@example.com`, 'wrong')).toBe(429);
    expect(await login(email, PASSWORD)).toBe(200);
    expect(await login(email, PASSWORD, jar)).toBe(200);
    await service.close();
  }, 60_000);

  it('lets a test suite on one machine type 5 wrong reset codes, then the right one', async () => {
    const { owner, call, login, coworkersFail, latestCode, wrongCode, service } = await setup();
    // Earlier tests of the run typed wrong passwords on three accounts from the same machine.
    await coworkersFail();
    const { email } = await owner();
    expect((await call('/users/forgot-password', { email }, { address: OFFICE })).status).toBe(200);
    const reset = (otp: string) => ({ email, otp, newPassword: NEW_PASSWORD });
    for (let i = 0; i < 5; i++) {
      const wrong = await call('/users/reset-password', reset(wrongCode(email)), {
        address: OFFICE,
      });
      expect(wrong.status).toBe(400);
    }
    const right = await call('/users/reset-password', reset(latestCode(email)), {
      address: OFFICE,
    });
    expect(right.status).toBe(200);
    expect(await login(email, NEW_PASSWORD)).toBe(200);
    await service.close();
  }, 60_000);

  it('lets the owner in a new browser recover by email after 11 wrong passwords from 6 addresses', async () => {
    const { owner, call, login, latestCode, service } = await setup();
    const { email } = await owner();
    for (let i = 0; i < 11; i++) await login(email, `guess ${i}`, undefined, `198.51.100.${i % 6}`);
    expect(await login(email, PASSWORD)).toBe(429);
    expect((await call('/users/forgot-password', { email }, { address: OFFICE })).status).toBe(200);
    const right = await call(
      '/users/reset-password',
      { email, otp: latestCode(email), newPassword: NEW_PASSWORD },
      { address: OFFICE },
    );
    expect(right.status).toBe(200);
    expect(await login(email, NEW_PASSWORD)).toBe(200);
    await service.close();
  }, 60_000);

  it('still cannot lock a fourth account: its wrong passwords there count apart', async () => {
    const { owner, login, coworkersFail, service } = await setup();
    // The office (here a guesser) holds three failing emails.
    await coworkersFail();
    const { email } = await owner();
    const answers: number[] = [];
    for (let i = 0; i < 15; i++) answers.push(await login(email, `guess ${i}`));
    // 3 on the email's own 10, then its overflow 10, then 429.
    expect(answers).toEqual([...Array<number>(13).fill(401), 429, 429]);
    // The owner, elsewhere in a new browser, is not locked out.
    expect(await login(email, PASSWORD, undefined, '192.0.2.50')).toBe(200);
    await service.close();
  }, 60_000);
});
