import { describe, expect, it } from 'vitest';
import { createMemoryStore } from '../../src/server';
import { OWNER, ownerHarness, PASSWORD } from './owner-lockout-harness';

// Issue 35, finding 3: device windows last a token's life (a year) in memory, and a table
// filled to twice its cap answered every known browser 429 with a Retry-After of 365 days (one
// token per account, each opening a window). A known browser without room for its window is
// now untrusted (the email's budgets), never refused for the table alone. `limiterKeys: 2`
// brings the cap within reach (a table of 4 at most); no per-address limits, whose tables of
// 2 the addresses here would fill too.
const YEAR_SECONDS = 365 * 24 * 60 * 60;

function harness() {
  return ownerHarness(createMemoryStore(), { limiterKeys: 2, addressLimits: false });
}

/** Four accounts, each signed in from a browser of its own that then spends its budget. */
async function fillDeviceTable(
  h: ReturnType<typeof harness>,
  spend: (email: string, jar: Map<string, string>, address: string) => Promise<unknown>,
) {
  for (let n = 0; n < 4; n++) {
    const { email, jar } = await h.owner();
    await spend(email, jar, `198.51.100.${n + 1}`);
  }
}

describe('a device table full to twice its cap', () => {
  it('answers a known browser’s passwords on the untrusted path, not 429 for a year', async () => {
    const h = harness();
    const { call, owner, service } = h;
    const { email, jar } = await owner();
    await fillDeviceTable(h, async (other, browser, address) => {
      for (let i = 0; i < 10; i++)
        await call(
          '/users/login',
          { email: other, password: `wrong ${i}` },
          { address, jar: browser },
        );
    });
    const wrong = await call('/users/login', { email, password: 'typo' }, { address: OWNER, jar });
    expect(wrong.status).toBe(401);
    const right = await call(
      '/users/login',
      { email, password: PASSWORD },
      { address: OWNER, jar },
    );
    expect(right.status).toBe(200);
    await service.close();
  }, 60_000);

  it('answers a known browser’s codes on the untrusted path', async () => {
    const h = harness();
    const { call, owner, service, latestCode, wrongCode } = h;
    const { email, jar } = await owner();
    const reset = (to: string, otp: string) => ({
      email: to,
      otp,
      newPassword: 'a new passphrase',
    });
    await fillDeviceTable(h, async (other, browser, address) => {
      for (let i = 0; i < 3; i++)
        await call('/users/forgot-password', { email: other }, { address, jar: browser });
      for (let i = 0; i < 25; i++)
        await call('/users/reset-password', reset(other, wrongCode(other)), {
          address,
          jar: browser,
        });
    });
    expect((await call('/users/forgot-password', { email }, { address: OWNER, jar })).status).toBe(
      200,
    );
    const wrong = await call('/users/reset-password', reset(email, wrongCode(email)), {
      address: OWNER,
      jar,
    });
    expect(wrong.status).toBe(400);
    const right = await call('/users/reset-password', reset(email, latestCode(email)), {
      address: OWNER,
      jar,
    });
    expect(right.status).toBe(200);
    await service.close();
  }, 60_000);

  it('never gives a known browser a year’s Retry-After', async () => {
    const h = harness();
    const { call, owner, service } = h;
    const { email, jar } = await owner();
    await fillDeviceTable(h, async (other, browser, address) => {
      for (let i = 0; i < 10; i++)
        await call(
          '/users/login',
          { email: other, password: `wrong ${i}` },
          { address, jar: browser },
        );
    });
    for (let i = 0; i < 12; i++) {
      const answer = await call(
        '/users/login',
        { email, password: `typo ${i}` },
        {
          address: OWNER,
          jar,
        },
      );
      // The email's 10, then its 15-minute lockout: never the device window's year.
      expect(answer.status).toBe(i < 10 ? 401 : 429);
    }
    const response = await service(
      new Request('http://service.test/users/login', {
        method: 'POST',
        headers: {
          'X-App-Id': 'owner-app',
          'Content-Type': 'application/json',
          Cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; '),
        },
        body: JSON.stringify({ email, password: 'typo 13' }),
      }),
      { clientAddress: OWNER },
    );
    expect(response.status).toBe(429);
    expect(Number(response.headers.get('Retry-After'))).toBeLessThanOrEqual(15 * 60);
    expect(Number(response.headers.get('Retry-After'))).toBeLessThan(YEAR_SECONDS);
    await service.close();
  }, 60_000);
});
