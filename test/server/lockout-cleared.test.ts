import { describe, expect, it } from 'vitest';
import { KEY, PASSWORD, serviceFixture } from './service-fixture';

// Issue 15, item 5: a stranger's wrong guesses must not keep the owner at 429 once the owner
// has proved who they are with a reset code or the current password.
// Four accounts each take 10 failures from this one loopback address: past the 3 emails one
// address may hold in a failed state by default.
const svc = serviceFixture({ addressLimits: { failingEmails: 10 } });
const NEW_PASSWORD = 'a fresh password after the flood';
svc.remember(NEW_PASSWORD);

const login = (email: string, password: string) =>
  svc.call('POST', '/users/login', { body: { email, password } });

async function guessTenTimes(email: string) {
  for (let i = 0; i < 10; i++) expect((await login(email, `guess ${i}`)).status).toBe(401);
}

describe('the failure window of an email', () => {
  it('is cleared by a successful reset: the new password logs in at once', async () => {
    const user = await svc.signup();
    await guessTenTimes(user.email);
    expect((await login(user.email, PASSWORD)).status).toBe(429);

    const forgot = await svc.call('POST', '/users/forgot-password', {
      apiKey: KEY,
      body: { email: user.email },
    });
    expect(forgot.status).toBe(200);
    const [mail] = (await svc.mail(user.email)).filter((m) => m.kind === 'reset-password');
    const reset = await svc.call('POST', '/users/reset-password', {
      apiKey: KEY,
      body: { email: user.email, otp: mail?.otp, newPassword: NEW_PASSWORD },
    });
    expect(reset.status).toBe(200);
    expect((await login(user.email, NEW_PASSWORD)).status).toBe(200);
  });

  it('is cleared by a successful change of password: guesses count from zero again', async () => {
    const user = await svc.signup();
    for (let i = 0; i < 9; i++) expect((await login(user.email, `guess ${i}`)).status).toBe(401);
    const change = await svc.call('PUT', `/users/change-password/${user.id}`, {
      session: user.session,
      body: { currentPassword: PASSWORD, newPassword: NEW_PASSWORD },
    });
    expect(change.status).toBe(200);
    // The 9 guesses against the old password no longer count: 10 more are checked.
    await guessTenTimes(user.email);
    expect((await login(user.email, NEW_PASSWORD)).status).toBe(429);
  });

  it('is cleared when the API key sets a new password with updateUser', async () => {
    const user = await svc.signup();
    await guessTenTimes(user.email);
    const update = await svc.call('PUT', `/users/update/${user.id}`, {
      apiKey: KEY,
      body: { password: NEW_PASSWORD },
    });
    expect(update.status).toBe(200);
    expect((await login(user.email, NEW_PASSWORD)).status).toBe(200);
  });

  it('is not cleared by a wrong reset code', async () => {
    const user = await svc.signup();
    await guessTenTimes(user.email);
    const reset = await svc.call('POST', '/users/reset-password', {
      apiKey: KEY,
      body: { email: user.email, otp: '000000', newPassword: NEW_PASSWORD },
    });
    expect(reset.status).toBe(400);
    expect((await login(user.email, PASSWORD)).status).toBe(429);
  });
});
