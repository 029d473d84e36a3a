import { describe, expect, it } from 'vitest';
import { createMemoryStore } from '../../src/server';
import { ownerHarness, PASSWORD } from './owner-lockout-harness';

// Issue 35, lower items: after the real owner reset the password of an account a stranger had
// pre-registered with the owner's address, the stranger's device token still gave that browser
// its own budgets (10 wrong passwords, 25 reset codes) against the new password. A device token
// is now bound to the password it was issued under: a reset or change of password revokes every
// token (each browser is known again once it signs in).
const STRANGER = '198.51.100.30';
const OTHERS = (n: number) => `192.0.2.${n + 1}`;

describe('a reset by the owner', () => {
  it('leaves the pre-hijacker’s browser untrusted', async () => {
    const { call, service, latestCode } = ownerHarness(createMemoryStore());
    const email = 'owner@example.com';
    const hijacker = new Map<string, string>();
    const signup = { name: 'Pre-hijacker', email, password: PASSWORD };
    expect((await call('/users/signup', signup, { address: STRANGER, jar: hijacker })).status).toBe(
      201,
    );
    expect(hijacker.has('service_device')).toBe(true);
    // The owner recovers the account by email.
    expect((await call('/users/forgot-password', { email }, { address: OTHERS(50) })).status).toBe(
      200,
    );
    const newPassword = 'the owner’s own new passphrase';
    const reset = { email, otp: latestCode(email), newPassword };
    expect((await call('/users/reset-password', reset, { address: OTHERS(50) })).status).toBe(200);
    // Strangers spend the email's 10: an untrusted browser is now 429.
    for (let i = 0; i < 10; i++)
      await call('/users/login', { email, password: `guess ${i}` }, { address: OTHERS(i) });
    const fromHijacker = await call(
      '/users/login',
      { email, password: 'another guess' },
      { address: STRANGER, jar: hijacker },
    );
    expect(fromHijacker.status).toBe(429);
    await service.close();
  }, 60_000);
});
