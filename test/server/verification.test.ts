import { describe, expect, it } from 'vitest';
import { serviceFixture } from './service-fixture';

const svc = serviceFixture();

async function requestCode(user: { id: string; email: string }) {
  const answer = await svc.call('POST', `/users/send-verify-otp/${user.id}`, {
    body: { email: user.email },
  });
  expect(answer.status).toBe(200);
  const messages = await svc.mail(user.email);
  return messages.at(-1)?.otp ?? '';
}

const verify = (email: string, otp: string) =>
  svc.call('POST', '/users/verify-email', { body: { email, otp } });

describe('email verification', () => {
  it('mails a 6-digit code kept in the dev mailbox, and verify-email marks the email verified', async () => {
    const user = await svc.signup();
    const otp = await requestCode(user);
    expect(otp).toMatch(/^\d{6}$/);
    const messages = await svc.mail(user.email);
    expect(messages).toEqual([
      { to: user.email, kind: 'verify-email', otp, sentAt: expect.any(String) },
    ]);

    const answer = await verify(user.email, otp);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      success: true,
      user: { id: user.id, emailVerified: true },
    });
    // A used code is burned.
    expect((await verify(user.email, otp)).body.error).toBe('invalid_otp');
  });

  it('answers 400 for an empty field', async () => {
    const answer = await verify('', '');
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      error: 'validation_failed',
      fields: { email: 'Required', otp: 'Required' },
    });
  });

  it('answers 400 invalid_otp for a wrong code, and 429 past 5 wrong codes per email from one address', async () => {
    const user = await svc.signup();
    const otp = await requestCode(user);
    const wrong = otp === '000000' ? '111111' : '000000';
    for (let i = 0; i < 4; i++)
      expect((await verify(user.email, wrong)).body.error).toBe('invalid_otp');
    expect((await verify(user.email, otp)).status).toBe(200);

    // The right code gave nothing back for the 4 wrong ones: one more is checked, then this
    // address waits (wrong codes are counted per email and client address, not per code, so
    // another address's guesses cannot burn the owner's code: owner-lockout-suite.ts).
    await requestCode(user);
    expect((await verify(user.email, wrong)).status).toBe(400);
    const refused = await verify(user.email, wrong);
    expect(refused).toMatchObject({ status: 429, body: { error: 'rate_limited' } });
  });

  it('answers 400 otp_expired after 10 minutes', async () => {
    const user = await svc.signup();
    const otp = await requestCode(user);
    svc.clock.now += 10 * 60 * 1000 + 1;
    expect(await verify(user.email, otp)).toMatchObject({
      status: 400,
      body: { error: 'otp_expired' },
    });
  });

  it('a new code cancels the previous one', async () => {
    const user = await svc.signup();
    const first = await requestCode(user);
    let second = await requestCode(user);
    while (second === first) second = await requestCode(user);
    expect((await verify(user.email, first)).body.error).toBe('invalid_otp');
    expect((await verify(user.email, second)).status).toBe(200);
  });

  it('answers an email that is not the user’s exactly as the right one and mails nothing (no oracle); an unknown user is 404', async () => {
    const user = await svc.signup();
    const right = await svc.call('POST', `/users/send-verify-otp/${user.id}`, {
      body: { email: user.email },
    });
    const mismatch = await svc.call('POST', `/users/send-verify-otp/${user.id}`, {
      body: { email: 'else@example.com' },
    });
    expect(mismatch.status).toBe(right.status);
    expect(mismatch.body).toEqual(right.body);
    expect(await svc.mail('else@example.com')).toEqual([]);
    // Only the right request mailed a code, and the decoy did not cancel it.
    const messages = await svc.mail(user.email);
    expect(messages).toHaveLength(1);
    expect((await verify(user.email, messages[0]?.otp ?? '')).status).toBe(200);
    // An id no user has is answered as a real one (no oracle for which ids exist); nothing mailed.
    const unknown = await svc.call('POST', '/users/send-verify-otp/no-such-id', {
      body: { email: user.email },
    });
    expect(unknown.status).toBe(right.status);
    expect(unknown.body).toEqual(right.body);
    expect(await svc.mail(user.email)).toHaveLength(1);
  });

  it('counts each address named apart: wrong ones cannot use up the owner’s 5 mails', async () => {
    const user = await svc.signup();
    const send = (email: string) =>
      svc.call('POST', `/users/send-verify-otp/${user.id}`, { body: { email } });
    // A stranger naming a wrong address: answered alike, and limited alike.
    for (let i = 0; i < 5; i++) expect((await send('else@example.com')).status).toBe(200);
    const sixthWrong = await send('else@example.com');
    expect(sixthWrong.status).toBe(429);
    expect(Number(sixthWrong.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(await svc.mail(user.email)).toEqual([]);
    // The owner still gets their mails, 5 of them.
    for (let i = 0; i < 5; i++) expect((await send(user.email)).status).toBe(200);
    expect(await svc.mail(user.email)).toHaveLength(5);
    expect((await send(user.email)).status).toBe(429);
  });
});
