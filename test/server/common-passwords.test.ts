import { describe, expect, it } from 'vitest';
import { KEY, PASSWORD, serviceFixture } from './service-fixture';

const svc = serviceFixture();
const TOO_COMMON = { status: 400, body: { error: 'validation_failed' } };
const message = 'Too common: choose a password that is harder to guess';
// The first, the 10,000th (by frequency) and the 10,001st of the list.
const FIRST = 'password';
const LAST_OF_TOP = '24081990';
const PAST_TOP = '25021983';
const COMMON = [
  'password1',
  '12345678',
  'qwertyuiop',
  'iloveyou1',
  'PassWord1',
  FIRST,
  LAST_OF_TOP,
];

describe('the service refuses the 10,000 most common passwords', () => {
  it('at signup, in any letter case, naming password', async () => {
    for (const password of COMMON) {
      const answer = await svc.call('POST', '/users/signup', {
        body: { name: 'Ann', email: 'ann@example.com', password },
      });
      expect(answer, password).toMatchObject(TOO_COMMON);
      expect(answer.body.fields).toEqual({ password: message });
    }
    // Past the 10,000th, and any uncommon password, is accepted.
    svc.remember(PAST_TOP);
    const past = await svc.call('POST', '/users/signup', {
      body: { name: 'Ann', email: 'ann@example.com', password: PAST_TOP },
    });
    expect(past.status).toBe(201);
  });

  it('in full-width and ligature spellings too (NFKC, as the hash compares), which log in as the plain one', async () => {
    // `ｐａｓｓｗｏｒｄ１` and `ﬁ` spellings hash as `password1` and `fi…`: the probe signed
    // up with the full-width one, then logged in with `password1`.
    for (const password of [
      'ｐａｓｓｗｏｒｄ１',
      'ＰＡＳＳＷＯＲＤ',
      'iloveyou\uFF11',
      '\uFB01shing',
    ]) {
      const answer = await svc.call('POST', '/users/signup', {
        body: { name: 'Ann', email: 'ann-nfkc@example.com', password },
      });
      expect(answer, password).toMatchObject(TOO_COMMON);
    }
  });

  it('at change-password, before the current password is checked, naming newPassword', async () => {
    const user = await svc.signup();
    const answer = await svc.call('PUT', `/users/change-password/${user.id}`, {
      session: user.session,
      body: { currentPassword: PASSWORD, newPassword: 'Iloveyou1' },
    });
    expect(answer).toMatchObject(TOO_COMMON);
    expect(answer.body.fields).toEqual({ newPassword: message });
    expect(await svc.login(user.email, PASSWORD)).not.toBe('');
  });

  it('at reset-password, leaving the code for the next try', async () => {
    const user = await svc.signup();
    await svc.call('POST', '/users/forgot-password', { apiKey: KEY, body: { email: user.email } });
    const otp = (await svc.mail(user.email)).at(-1)?.otp ?? '';
    const reset = (newPassword: string) =>
      svc.call('POST', '/users/reset-password', {
        apiKey: KEY,
        body: { email: user.email, otp, newPassword },
      });
    const refused = await reset('QWERTYUIOP');
    expect(refused).toMatchObject(TOO_COMMON);
    expect(refused.body.fields).toEqual({ newPassword: message });
    const stronger = 'velvet orbit canyon mist';
    svc.remember(stronger);
    expect(await reset(stronger)).toMatchObject({ status: 200, body: { success: true } });
    expect(await svc.login(user.email, stronger)).not.toBe('');
  });

  it('at update with a new password, naming password', async () => {
    const user = await svc.signup();
    const answer = await svc.call('PUT', `/users/update/${user.id}`, {
      session: user.session,
      body: { password: '12345678', currentPassword: PASSWORD },
    });
    expect(answer).toMatchObject(TOO_COMMON);
    expect(answer.body.fields).toEqual({ password: message });
  });
});
