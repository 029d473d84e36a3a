import { describe, expect, it } from 'vitest';
import type { AuthEvent } from '../../src/index';
import { createTestAuth } from '../../src/testing';

// The client's event stream (`onAuthEvent`, which `<AuthProvider onAuthEvent>` hands on): each
// event once, in order, and never any personal data, over the real reference service.

const person = {
  name: 'Grace Hopper-Events',
  email: 'grace.events@example.test',
  password: 'first secret passphrase',
};
const newPassword = 'second secret passphrase';
const newEmail = 'grace.moved@example.test';

describe('onAuthEvent', () => {
  it('tells a whole account life once per happening, with no email, name, password or code', async () => {
    const auth = createTestAuth();
    const client = auth.createClient();
    const events: AuthEvent[] = [];
    client.onAuthEvent((event) => events.push(event));

    const { user } = await client.signupUser(person);
    await client.requestEmailVerificationOTP({ userId: user.id, email: person.email });
    const code = auth.mailbox.latestOtp(person.email);
    await client.verifyEmail({ email: person.email, otp: code });
    await client.changePassword({
      userId: user.id,
      currentPassword: person.password,
      newPassword,
    });
    await client.updateUser({ userId: user.id, email: newEmail, currentPassword: newPassword });
    await client.logoutUser();
    await client.loginUser({ email: newEmail, password: newPassword });
    await client.requestResetUserPasswordOTP({ email: newEmail });
    const resetCode = auth.mailbox.latestOtp(newEmail, 'reset-password');
    const third = 'third secret passphrase';
    await client.resetUserPassword({ email: newEmail, otp: resetCode, newPassword: third });
    // The reset ended the session: a check finds it gone.
    await client.checkUserSession();
    await client.loginUser({ email: newEmail, password: third });
    await client.deleteUser({ userId: user.id });

    expect(
      events.map((event) =>
        event.type === 'signed-out' ? `${event.type}:${event.reason}` : event.type,
      ),
    ).toEqual([
      'signed-up',
      'email-verification-sent',
      'email-verified',
      'password-changed',
      'email-changed',
      'signed-out:logout',
      'signed-in',
      'password-reset',
      'session-ended',
      'signed-in',
      'account-deleted',
      'signed-out:account-deleted',
    ]);
    for (const event of events) {
      expect(Number.isNaN(Date.parse(event.at))).toBe(false);
      if (event.type !== 'password-reset') expect(event.userId).toBe(user.id);
    }
    const told = JSON.stringify(events);
    for (const secret of [
      person.email,
      newEmail,
      person.name,
      'Grace',
      person.password,
      newPassword,
      third,
      code,
      resetCode,
    ]) {
      expect(told).not.toContain(secret);
    }
  });

  it('a 429 is told as rate-limited with its operation; a listener that throws changes no answer', async () => {
    const auth = createTestAuth();
    const client = auth.createClient();
    const events: AuthEvent[] = [];
    client.onAuthEvent(() => {
      throw new Error('a bug in the app’s listener');
    });
    const stop = client.onAuthEvent((event) => events.push(event));
    const uncaught: unknown[] = [];
    const onUncaught = (error: unknown) => uncaught.push(error);
    process.on('uncaughtException', onUncaught);
    try {
      for (let i = 0; i < 3; i += 1)
        await client.requestResetUserPasswordOTP({ email: 'x@example.test' });
      await expect(
        client.requestResetUserPasswordOTP({ email: 'x@example.test' }),
      ).rejects.toThrow();
      await new Promise((resolve) => setImmediate(resolve));
    } finally {
      process.off('uncaughtException', onUncaught);
    }
    expect(events).toEqual([
      expect.objectContaining({ type: 'rate-limited', operation: 'requestResetUserPasswordOTP' }),
    ]);
    expect(uncaught).toHaveLength(1);
    stop();
    await client.requestResetUserPasswordOTP({ email: 'y@example.test' });
    expect(events).toHaveLength(1);
  });
});
