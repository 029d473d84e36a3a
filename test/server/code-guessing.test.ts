import { describe, expect, it } from 'vitest';
import { createAuthService } from '../../src/server';

// Code guessing is bounded by the address being verified or recovered, not by the account:
// deleting the account and signing up again with the same address starts nothing afresh.
const APP = 'codes-app';
const KEY = 'codes-key';
const PASSWORD = 'a passphrase nobody guesses';
const FIFTEEN_MINUTES = 15 * 60 * 1000;

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

  it('mails one inbox at most 10 codes a window, whatever account or purpose asks', async () => {
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
    await signup(email);
    expect((await call('POST', '/users/forgot-password', { email })).status).toBe(429);
    await svc.close();
  });

  it('checks at most 25 wrong reset codes per email a day; the next day starts again', async () => {
    const { svc, clock, call, signup, wrongCode } = service();
    const email = 'recover@example.com';
    await signup(email);
    const start = clock.now;
    const answers: number[] = [];
    // A window at a time: 3 codes (the forgot-password limit), 5 wrong tries each.
    while (clock.now < start + 24 * 60 * 60 * 1000 - FIFTEEN_MINUTES) {
      for (let code = 0; code < 3; code++) {
        expect((await call('POST', '/users/forgot-password', { email })).status).toBe(200);
        for (let i = 0; i < 5; i++) {
          const otp = wrongCode(email);
          answers.push(
            (
              await call('POST', '/users/reset-password', {
                email,
                otp,
                newPassword: 'x y z w v u',
              })
            ).status,
          );
        }
      }
      if (answers.includes(429)) break;
      clock.now += FIFTEEN_MINUTES;
    }
    expect(answers.filter((status) => status === 400)).toHaveLength(25);
    expect(answers.slice(25).every((status) => status === 429)).toBe(true);
    // A day after the first wrong code, the owner's right code works again.
    clock.now = start + 24 * 60 * 60 * 1000;
    expect((await call('POST', '/users/forgot-password', { email })).status).toBe(200);
    const otp = svc.mailbox.for(email).at(-1)?.otp ?? '';
    const reset = await call('POST', '/users/reset-password', {
      email,
      otp,
      newPassword: 'the owner’s new passphrase',
    });
    expect(reset.status).toBe(200);
    await svc.close();
  });
});
