import { describe, expect, it } from 'vitest';
import { createMemoryStore } from '../../src/server';
import { ownerHarness, PASSWORD } from './owner-lockout-harness';

// Issue 35, finding 2: every sign-in gave the attacker's own browser a fresh device budget of
// 25 verification checks, which stood in for the email's 25 per window: 200 checked guesses in
// one window (up to 250) at `emailVerified: true` on an address the attacker does not own. A
// device token proves the password, not the address: verification checks are counted on the
// email's 25 whatever the browser.
const attackerAddress = (n: number) => `198.51.100.${n + 1}`;

describe('verification codes from a browser that signed in to an unverified address', () => {
  it('are counted on the email’s 25 a window, however many device tokens it gets', async () => {
    const { call, service } = ownerHarness(createMemoryStore());
    const email = 'victim@example.com';
    const signup = await call(
      '/users/signup',
      { name: 'Not the owner', email, password: PASSWORD },
      { address: attackerAddress(0) },
    );
    expect(signup.status).toBe(201);
    let checked = 0;
    for (let token = 0; token < 3; token++) {
      // A sign-in: a fresh device token in the attacker's browser.
      const jar = new Map<string, string>();
      const login = await call(
        '/users/login',
        { email, password: PASSWORD },
        { address: attackerAddress(0), jar },
      );
      expect(login.status).toBe(200);
      for (let i = 0; i < 30; i++) {
        // From a new address each time, as a guesser with many would.
        const answer = await call(
          '/users/verify-email',
          { email, otp: String(100_000 + token * 100 + i) },
          { address: attackerAddress(10 + token * 30 + i), jar },
        );
        if (answer.status === 400) checked += 1;
        else expect(answer.status).toBe(429);
      }
    }
    expect(checked).toBe(25);
    await service.close();
  }, 60_000);
});
