import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMemoryStore } from '../../src/server';
import { type Jar, OWNER, ownerHarness, PASSWORD, STRANGER } from './owner-lockout-harness';

// The device cookie's own budget (OWASP's device cookies): the owner's browser keeps working
// through a stranger's lockout wherever it proves the password (login, and the current password
// of an update), and a device cookie used for guessing runs out of its budget for good.
const FIFTEEN_MINUTES = 15 * 60 * 1000;

describe('a known device’s own budget', () => {
  const clock = { now: Date.parse('2026-06-01T12:00:00Z') };
  let harness: ReturnType<typeof ownerHarness>;
  beforeAll(() => {
    harness = ownerHarness(createMemoryStore(), { now: () => clock.now });
  });
  afterAll(() => harness?.service.close());

  /** Ten wrong logins from a stranger: the email's untrusted budget is spent. */
  async function lockOut(email: string) {
    for (let i = 0; i < 10; i++) {
      const at = { address: `${STRANGER.slice(0, -1)}${i}` };
      expect((await harness.call('/users/login', { email, password: `g${i}` }, at)).status).toBe(
        401,
      );
    }
    const locked = await harness.call(
      '/users/login',
      { email, password: PASSWORD },
      { address: OWNER },
    );
    expect(locked.status).toBe(429);
  }

  const update = (id: string, body: unknown, jar: Jar) =>
    harness.call(`/users/update/${id}`, body, { address: OWNER, jar }, 'PUT');

  it('the owner confirms their current password from their own browser during a stranger’s lockout', async () => {
    const { email, jar, id } = await harness.owner();
    await lockOut(email);
    // Counted against the device's own budget, like its login: a typo is a 401, not a 429.
    const typo = await update(
      id,
      { password: 'a brand new passphrase', currentPassword: 'typo' },
      jar,
    );
    expect(typo.status).toBe(401);
    const changed = await update(
      id,
      { password: 'a brand new passphrase', currentPassword: PASSWORD },
      jar,
    );
    expect(changed.status).toBe(200);
  });

  it('a device cookie that spent its 10 wrong passwords gets no fresh ones in the next window', async () => {
    const { email, jar } = await harness.owner();
    const guess = () =>
      harness.call('/users/login', { email, password: 'guess' }, { address: OWNER, jar });
    for (let i = 0; i < 10; i++) expect((await guess()).status).toBe(401);
    clock.now += FIFTEEN_MINUTES;
    await lockOut(email);
    // Spent, the cookie is untrusted: the email's lockout holds it too (before, its 10 renewed
    // every window, 960 guesses a day beyond the email's).
    expect((await guess()).status).toBe(429);
    const right = await harness.call(
      '/users/login',
      { email, password: PASSWORD },
      { address: OWNER, jar },
    );
    expect(right.status).toBe(429);
  });
});
