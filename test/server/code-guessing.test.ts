import { describe, expect, it } from 'vitest';
import { createAuthService } from '../../src/server';

// Code guessing is bounded by the address being verified or recovered, not by the account:
// deleting the account and signing up again with the same address starts nothing afresh.
const APP = 'codes-app';
const KEY = 'codes-key';
const PASSWORD = 'a passphrase nobody guesses';

function service() {
  const clock = { now: Date.parse('2026-06-01T12:00:00Z') };
  const svc = createAuthService({
    apps: { [APP]: KEY },
    hashCost: { N: 1024, r: 8, p: 1 },
    now: () => clock.now,
  });
  const call = async (method: string, path: string, body?: unknown) => {
    const response = await svc(
      new Request(`http://service.test${path}`, {
        method,
        headers: { 'X-App-Id': APP, 'X-API-Key': KEY, 'Content-Type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      }),
    );
    return { status: response.status, body: await response.json() };
  };
  const signup = async (email: string) => {
    const answer = await call('POST', '/users/signup', { name: 'N', email, password: PASSWORD });
    expect(answer.status).toBe(201);
    return answer.body.user.id as string;
  };
  const remove = async (id: string) =>
    expect((await call('DELETE', `/users/delete/${id}`)).status).toBe(200);
  /** A code that is not the latest one mailed to `email`. */
  const wrongCode = (email: string) => {
    const otp = Number(svc.mailbox.for(email).at(-1)?.otp ?? 0);
    return String((otp + 1) % 1_000_000).padStart(6, '0');
  };
  return { svc, clock, call, signup, remove, wrongCode };
}

describe('guessing codes, counted per address', () => {
  it('checks at most 25 verification codes per email a window, however many accounts claim it', async () => {
    const { svc, call, signup, remove, wrongCode } = service();
    const email = 'claimed@example.com';
    const statuses: number[] = [];
    let id = await signup(email);
    for (let round = 0; round < 5; round++) {
      expect((await call('POST', `/users/send-verify-otp/${id}`, { email })).status).toBe(200);
      for (let i = 0; i < 5; i++)
        statuses.push(
          (await call('POST', '/users/verify-email', { email, otp: wrongCode(email) })).status,
        );
    }
    expect(statuses).toEqual(Array(25).fill(400));
    // A new account on the same address, a fresh code: still no more guesses this window.
    await remove(id);
    id = await signup(email);
    expect((await call('POST', `/users/send-verify-otp/${id}`, { email })).status).toBe(200);
    const more = await call('POST', '/users/verify-email', { email, otp: wrongCode(email) });
    expect(more.status).toBe(429);
    await svc.close();
  });

  it('mails one inbox at most 10 verification codes a window, whatever account asks', async () => {
    const { svc, call, signup, remove } = service();
    const email = 'inbox@example.com';
    const sent: number[] = [];
    for (let account = 0; account < 3; account++) {
      const id = await signup(email);
      for (let i = 0; i < 5; i++)
        sent.push((await call('POST', `/users/send-verify-otp/${id}`, { email })).status);
      await remove(id);
    }
    expect(sent.filter((status) => status === 200)).toHaveLength(10);
    expect(svc.mailbox.for(email)).toHaveLength(10);
    const id = await signup(email);
    expect((await call('POST', `/users/send-verify-otp/${id}`, { email })).status).toBe(429);
    // An id nobody has is answered alike (no oracle), and mails nothing.
    expect((await call('POST', '/users/send-verify-otp/nobody', { email })).status).toBe(429);
    // Reset mails have a count of their own: verification requests cannot spend them.
    expect((await call('POST', '/users/forgot-password', { email })).status).toBe(200);
    expect(svc.mailbox.for(email).at(-1)?.kind).toBe('reset-password');
    await svc.close();
  });

  it('checks at most 6 wrong reset codes per email in 6 hours; then it starts again', async () => {
    const { svc, clock, call, signup, wrongCode } = service();
    const email = 'recover@example.com';
    await signup(email);
    const start = clock.now;
    const guess = async () =>
      (
        await call('POST', '/users/reset-password', {
          email,
          otp: wrongCode(email),
          newPassword: 'x y z w v u',
        })
      ).status;
    const answers: number[] = [];
    // Two codes, 5 wrong tries each (each code's own limit, in process).
    for (let code = 0; code < 2; code++) {
      expect((await call('POST', '/users/forgot-password', { email })).status).toBe(200);
      for (let i = 0; i < 5; i++) answers.push(await guess());
    }
    expect(answers).toEqual([...Array(6).fill(400), ...Array(4).fill(429)]);
    // A code mailed since has 3 late checks (a day); once they are spent too, the 6 stay
    // spent for every untrusted browser until the window ends, the owner's right code included.
    clock.now = start + 6 * 60 * 60 * 1000 - 1000;
    expect((await call('POST', '/users/forgot-password', { email })).status).toBe(200);
    const late: number[] = [];
    for (let i = 0; i < 4; i++) late.push(await guess());
    expect(late).toEqual([400, 400, 400, 429]);
    const early = svc.mailbox.for(email).at(-1)?.otp ?? '';
    const blocked = await call('POST', '/users/reset-password', {
      email,
      otp: early,
      newPassword: 'the owner’s new passphrase',
    });
    expect(blocked.status).toBe(429);
    // Six hours after the first wrong code, the owner's right code works again.
    clock.now = start + 6 * 60 * 60 * 1000;
    const reset = await call('POST', '/users/reset-password', {
      email,
      otp: early,
      newPassword: 'the owner’s new passphrase',
    });
    expect(reset.status).toBe(200);
    await svc.close();
  });
});
