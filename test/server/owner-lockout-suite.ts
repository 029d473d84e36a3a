import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthStore } from '../../src/server';
import { type Jar, OWNER, ownerHarness, PASSWORD, STRANGER } from './owner-lockout-harness';

/**
 * Issue 28, item 3: one stranger from one address must not lock the owner out. 11 wrong logins,
 * 4 forgot-password requests and 5 wrong codes (what the probe sent) leave the owner's right
 * password working from the browser they signed in with before (its device cookie), their
 * forgot-password mailing a fresh code, and the code in their inbox usable; and one address
 * cannot hold more than 3 emails in a failed state at once.
 */
export function ownerLockoutSuite(name: string, open: () => Promise<AuthStore>) {
  describe(`${name}: an owner no stranger can lock out`, () => {
    let harness: ReturnType<typeof ownerHarness>;
    beforeAll(async () => {
      harness = ownerHarness(await open());
    }, 60_000);
    afterAll(() => harness?.service.close());

    /** The stranger's 11 wrong logins: the last is 429 (the email's 10 are spent). */
    async function strangerLogins(email: string) {
      const statuses: number[] = [];
      for (let i = 0; i < 11; i++)
        statuses.push(
          (
            await harness.call(
              '/users/login',
              { email, password: `guess ${i}` },
              { address: STRANGER },
            )
          ).status,
        );
      expect(statuses).toEqual([...Array(10).fill(401), 429]);
    }

    it('the owner’s right password works from their own browser during a stranger’s lockout', async () => {
      const { call, owner } = harness;
      const { email, jar } = await owner();
      await strangerLogins(email);
      // Untrusted: the owner on another browser shares the lockout strangers filled.
      const elsewhere = await call(
        '/users/login',
        { email, password: PASSWORD },
        { address: OWNER },
      );
      expect(elsewhere.status).toBe(429);
      // The browser they signed in with before has a budget of its own.
      const own = await call(
        '/users/login',
        { email, password: PASSWORD },
        { address: OWNER, jar },
      );
      expect(own.status).toBe(200);
      expect(jar.has('service_user_session')).toBe(true);
    });

    it('a device cookie counts for its own account only, and a tampered one for none', async () => {
      const { call, owner } = harness;
      const first = await owner();
      const second = await owner();
      await strangerLogins(second.email);
      // The first account's device token says nothing about the second account.
      const other = await call(
        '/users/login',
        { email: second.email, password: PASSWORD },
        { address: OWNER, jar: new Map(first.jar) },
      );
      expect(other.status).toBe(429);
      const value = second.jar.get('service_device') ?? '';
      const last = value.at(-2) === 'A' ? 'B' : 'A';
      const tampered: Jar = new Map([
        ['service_device', `${value.slice(0, -2)}${last}${value.at(-1)}`],
      ]);
      const forged = await call(
        '/users/login',
        { email: second.email, password: PASSWORD },
        { address: OWNER, jar: tampered },
      );
      expect(forged.status).toBe(429);
    });

    it('a known device has its own 10 wrong passwords, then counts as a stranger', async () => {
      const { call, owner } = harness;
      const { email, jar } = await owner();
      const wrong = () =>
        call('/users/login', { email, password: 'typo' }, { address: OWNER, jar });
      const statuses: number[] = [];
      for (let i = 0; i < 10; i++) statuses.push((await wrong()).status);
      expect(statuses).toEqual(Array(10).fill(401));
      // Strangers' budget is untouched by the owner's typos.
      const fresh = await call('/users/login', { email, password: PASSWORD }, { address: OWNER });
      expect(fresh.status).toBe(200);
      // Its own budget spent, the browser is untrusted: the email's 10 count its guesses now.
      const more: number[] = [];
      for (let i = 0; i < 11; i++) more.push((await wrong()).status);
      expect(more).toEqual([...Array(10).fill(401), 429]);
    });

    it('11 wrong logins, 4 forgot-password and 5 wrong codes from one address leave the owner’s code and forgot-password working', async () => {
      const { call, owner, latestCode, wrongCode, service } = harness;
      const { email, jar } = await owner();
      await strangerLogins(email);
      const forgot: number[] = [];
      for (let i = 0; i < 4; i++)
        forgot.push(
          (await call('/users/forgot-password', { email }, { address: STRANGER })).status,
        );
      expect(forgot).toEqual([200, 200, 200, 429]);
      for (let i = 0; i < 5; i++) {
        const guess = await call(
          '/users/reset-password',
          { email, otp: wrongCode(email), newPassword: 'a stranger’s new passphrase' },
          { address: STRANGER },
        );
        expect(guess.status).toBe(400);
      }
      // The code in the owner's inbox was not burned by the stranger's guesses.
      const reset = await call(
        '/users/reset-password',
        { email, otp: latestCode(email), newPassword: 'the owner’s second passphrase' },
        { address: OWNER },
      );
      expect(reset.status).toBe(200);
      // A reset revokes every device token (issue 35: a pre-hijacker's too): the owner's own
      // browser is known again once it signs in with the new password.
      const signIn = { email, password: 'the owner’s second passphrase' };
      expect((await call('/users/login', signIn, { address: OWNER, jar })).status).toBe(200);
      // The stranger spent the email's forgot-password budget; the owner's browser has its own.
      const mailed = service.mailbox.for(email).length;
      expect((await call('/users/forgot-password', { email }, { address: OWNER })).status).toBe(
        429,
      );
      const own = await call('/users/forgot-password', { email }, { address: OWNER, jar });
      expect(own.status).toBe(200);
      expect(service.mailbox.for(email)).toHaveLength(mailed + 1);
      const again = await call(
        '/users/reset-password',
        { email, otp: latestCode(email), newPassword: 'the owner’s third passphrase' },
        { address: OWNER, jar },
      );
      expect(again.status).toBe(200);
    });

    it('one address cannot hold more than 3 emails in a failed state at once', async () => {
      const { call, owner } = harness;
      const accounts = [await owner(), await owner(), await owner(), await owner()];
      const from = { address: '192.0.2.99' };
      const wrong = (email: string, at = from) =>
        call('/users/login', { email, password: 'nope' }, at).then((answer) => answer.status);
      // Three failures against an email and the address holds it: three emails.
      for (const { email } of accounts.slice(0, 3))
        for (let i = 0; i < 3; i++) expect(await wrong(email)).toBe(401);
      const [first, , , fourth] = accounts;
      if (!first || !fourth) throw new Error('no accounts');
      // A fourth: its wrong passwords past the third count on the email's overflow budget,
      // not on the 10 that lock it for everyone (and a right one is never refused for them).
      for (let i = 0; i < 5; i++) expect(await wrong(fourth.email)).toBe(401);
      // The email's own 10 hold only 3 of them: another address has 7 before the lockout.
      const elsewhere = { address: '192.0.2.98' };
      for (let i = 0; i < 7; i++) expect(await wrong(fourth.email, elsewhere)).toBe(401);
      expect(await wrong(fourth.email, elsewhere)).toBe(429);
      // Its forgot-password requests are counted apart from typos: the third would hold a
      // fourth email, and is 429; the three it holds are still open to it.
      const forgot = () =>
        call('/users/forgot-password', { email: fourth.email }, from).then((a) => a.status);
      expect([await forgot(), await forgot(), await forgot()]).toEqual([200, 200, 429]);
      expect(await wrong(first.email)).toBe(401);
    });
  });
}
