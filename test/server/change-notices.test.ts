import { describe, expect, it } from 'vitest';
import { PASSWORD, serviceFixture } from './service-fixture';

// Issue 35, lower items: an email or password change sent nothing to the old address, so an
// owner whose session was stolen learned nothing. The old address now gets a notice through
// the service's mailer (and in the dev mailbox), with no code in it.
const svc = serviceFixture();

describe('a notice to the old address', () => {
  it('when the email is changed', async () => {
    const user = await svc.signup();
    const answer = await svc.call('PUT', `/users/update/${user.id}`, {
      session: user.session,
      body: { email: `new-${user.email}`, currentPassword: PASSWORD },
    });
    expect(answer.status).toBe(200);
    const notices = (await svc.mail(user.email)).filter((m) => m.kind === 'email-changed');
    expect(notices).toHaveLength(1);
    expect(notices[0]?.otp).toBe('');
    expect(await svc.mail(`new-${user.email}`)).toEqual([]);
  });

  it('when the password is changed or reset', async () => {
    const user = await svc.signup();
    svc.remember('a brand new passphrase');
    const changed = await svc.call('PUT', `/users/change-password/${user.id}`, {
      session: user.session,
      body: { currentPassword: PASSWORD, newPassword: 'a brand new passphrase' },
    });
    expect(changed.status).toBe(200);
    const kinds = async () => (await svc.mail(user.email)).map((m) => m.kind);
    expect(await kinds()).toEqual(['password-changed']);
    await svc.call('POST', '/users/forgot-password', {
      apiKey: 'key-1',
      body: { email: user.email },
    });
    const otp = (await svc.mail(user.email)).at(-1)?.otp ?? '';
    svc.remember('another new passphrase');
    const reset = await svc.call('POST', '/users/reset-password', {
      apiKey: 'key-1',
      body: { email: user.email, otp, newPassword: 'another new passphrase' },
    });
    expect(reset.status).toBe(200);
    expect(await kinds()).toEqual(['password-changed', 'reset-password', 'password-reset']);
  });

  it('after a reset, asks the owner to review the profile a stranger may have set', async () => {
    // A pre-hijacker signed up with the owner's address and set a username and a picture; the
    // owner takes the account back by email.
    const stranger = await svc.signup({
      username: 'not-the-owner',
      avatarUrl: 'https://tracker.example/pixel.png',
    });
    await svc.call('POST', '/users/forgot-password', {
      apiKey: 'key-1',
      body: { email: stranger.email },
    });
    const otp = (await svc.mail(stranger.email)).at(-1)?.otp ?? '';
    svc.remember('the owner took it back');
    const reset = await svc.call('POST', '/users/reset-password', {
      apiKey: 'key-1',
      body: { email: stranger.email, otp, newPassword: 'the owner took it back' },
    });
    expect(reset.status).toBe(200);
    const notice = (await svc.mail(stranger.email)).at(-1);
    expect(notice?.kind).toBe('password-reset');
    expect(notice?.text).toMatch(/review your profile/i);
    expect(notice?.text).toMatch(/username/);
    expect(notice?.text).toMatch(/picture/);
  });
});
