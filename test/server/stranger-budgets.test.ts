import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMemoryStore } from '../../src/server';
import { OWNER, ownerHarness, PASSWORD, STRANGER } from './owner-lockout-harness';

// A stranger's requests must not spend what the owner needs: verification mails asked with
// ids that are not the owner's do not spend the owner's forgot-password mails (nor their own
// verification mails), and a forgot-password refused 429 takes nothing from the address.
describe('budgets a stranger cannot spend for the owner', () => {
  let harness: ReturnType<typeof ownerHarness>;
  beforeAll(() => {
    harness = ownerHarness(createMemoryStore());
  });
  afterAll(() => harness?.service.close());

  /** The owner's user id, from a login on a browser of their own. */
  async function ownerId(email: string) {
    const login = await harness.call(
      '/users/login',
      { email, password: PASSWORD },
      { address: OWNER },
    );
    expect(login.status).toBe(200);
    return (login.body.user as { id: string }).id;
  }

  it('verify-code requests naming the owner’s address leave their forgot-password and verification mails', async () => {
    const { call, owner, service } = harness;
    const { email } = await owner();
    // Ten requests (the inbox's 10 mails a window), each with an id nobody has: answered as for
    // a real one, nothing mailed.
    for (let i = 0; i < 10; i++) {
      const asked = await call(
        `/users/send-verify-otp/no-such-user-${i}`,
        { email },
        { address: STRANGER },
      );
      expect(asked.status).toBe(200);
      expect(asked.body).toEqual({ success: true });
    }
    expect(service.mailbox.for(email)).toHaveLength(0);
    // The owner, from any browser, still gets a reset code and a verification code.
    const forgot = await call('/users/forgot-password', { email }, { address: OWNER });
    expect(forgot.status).toBe(200);
    expect(service.mailbox.for(email).map((mail) => mail.kind)).toEqual(['reset-password']);
    const id = await ownerId(email);
    const verify = await call(`/users/send-verify-otp/${id}`, { email }, { address: OWNER });
    expect(verify.status).toBe(200);
    expect(service.mailbox.for(email).map((mail) => mail.kind)).toEqual([
      'reset-password',
      'verify-email',
    ]);
  });

  it('a forgot-password refused 429 does not count the email among the address’s failing ones', async () => {
    const { call, owner } = harness;
    const accounts = [await owner(), await owner(), await owner()];
    // Other addresses spend each email's 3 forgot-password requests.
    for (const [n, { email }] of accounts.entries())
      for (let i = 0; i < 3; i++)
        expect(
          (await call('/users/forgot-password', { email }, { address: `192.0.2.${10 * n + i}` }))
            .status,
        ).toBe(200);
    // One address asks again for each, three times: every one refused, nothing mailed.
    const from = { address: '198.51.100.50' };
    for (const { email } of accounts)
      for (let i = 0; i < 3; i++)
        expect((await call('/users/forgot-password', { email }, from)).status).toBe(429);
    // Those refusals failed nothing: the address holds no email, so its three wrong passwords
    // against a fourth account are all checked (the third used to be 429: it held three).
    const { email } = await owner();
    const wrong: number[] = [];
    for (let i = 0; i < 3; i++)
      wrong.push((await call('/users/login', { email, password: `nope ${i}` }, from)).status);
    expect(wrong).toEqual([401, 401, 401]);
  });
});
