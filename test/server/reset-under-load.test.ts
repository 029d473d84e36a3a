import { describe, expect, it } from 'vitest';
import { KEY, PASSWORD, serviceFixture } from './service-fixture';

// A reset whose new password meets a full hash queue (503) must keep its code: the hash comes
// after the code checks out and before the code is used up.
const REAL_COST = { N: 2 ** 15, r: 8, p: 1 };
const svc = serviceFixture({
  hashCost: REAL_COST,
  trustProxy: true,
  hashQueue: { concurrency: 1, perAddress: 1, maxQueued: 2 },
});
const NEW_PASSWORD = 'a new horse battery staple';

describe('reset-password and a full hash queue', () => {
  it('a 503 leaves the code for the next try', async () => {
    svc.remember(NEW_PASSWORD);
    const user = await svc.signup();
    await svc.call('POST', '/users/forgot-password', { apiKey: KEY, body: { email: user.email } });
    const [mail] = (await svc.mail(user.email)).filter((m) => m.kind === 'reset-password');
    const reset = (address: string) =>
      svc.call('POST', '/users/reset-password', {
        apiKey: KEY,
        headers: { 'X-Forwarded-For': address },
        body: { email: user.email, otp: mail?.otp, newPassword: NEW_PASSWORD },
      });
    // Wrong logins from many addresses, one each: the queue stays full while they hash in turn,
    // and a newcomer with a line as short as theirs is refused.
    const flood = Array.from({ length: 12 }, (_, n) =>
      svc.call('POST', '/users/login', {
        headers: { 'X-Forwarded-For': `203.0.113.${n + 1}` },
        body: { email: user.email, password: `guess ${n}` },
      }),
    );
    const busy = await reset('198.51.100.7');
    await Promise.all(flood);
    expect(busy.status, JSON.stringify(busy.body)).toBe(503);
    // The same code, once the queue has room.
    const again = await reset('198.51.100.7');
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect((await svc.login(user.email, NEW_PASSWORD)) !== '').toBe(true);
    expect(
      (await svc.call('POST', '/users/login', { body: { email: user.email, password: PASSWORD } }))
        .status,
    ).toBe(401);
  }, 60_000);
});
