import { screen } from '@testing-library/react';
import { en, ResetPasswordForm, VerifyEmailForm } from 'latchkey/ui';
import { describe, expect, it } from 'vitest';
import { createHarness, eventually } from '../react/harness';
import {
  createClockedHarness,
  expectFieldError,
  firstOtpBox,
  formAlert,
  loadedOtpBox,
  sent,
  setupUser,
} from './helpers';

// Issue 23 (review): what Reset and Verify do with an email they do not show, and Resend.

/** An address the service refuses with `validation_failed` on `email` (over 254 characters). */
const tooLong = `${'a'.repeat(300)}@example.com`;

describe('an error on the Email a form does not show', () => {
  it('Verify: shows it on the form, not on the hidden field', async () => {
    const app = createClockedHarness();
    const { user } = await app.createUser();
    app.renderApp(<VerifyEmailForm email={tooLong} userId={user.id} />);
    expect(screen.queryByRole('textbox', { name: en.emailLabel })).not.toBeInTheDocument();
    const u = setupUser();
    await u.click(await loadedOtpBox());
    await u.paste('123456');
    await eventually(() => expect(formAlert()).toHaveTextContent(/email: .*254/));
    expect(formAlert()).toHaveFocus();
  });

  it('Reset: shows it on the form, not on the hidden field', async () => {
    const app = createHarness({ clientHasApiKey: true });
    app.renderApp(<ResetPasswordForm email={tooLong} />);
    const u = setupUser();
    await u.click(await loadedOtpBox());
    await u.paste('123456');
    await u.type(screen.getByLabelText(en.newPasswordLabel), 'brand-new-pass');
    await u.click(screen.getByRole('button', { name: en.resetPasswordSubmit }));
    await eventually(() => expect(formAlert()).toHaveTextContent(/email: .*254/));
    expect(formAlert()).toHaveFocus();
  });
});

describe('Resend code', () => {
  it('Verify: with the Email empty, asks for it and sends nothing (as Reset)', async () => {
    const app = createClockedHarness();
    const { user } = await app.createUser();
    app.renderApp(<VerifyEmailForm userId={user.id} />);
    app.clearRequests();
    const u = setupUser();
    await u.click(screen.getByRole('button', { name: en.resendCode }));
    const email = screen.getByRole('textbox', { name: en.emailLabel });
    await expectFieldError(email, en.errorEmailRequired);
    expect(email).toHaveFocus();
    await app.settled();
    expect(sent(app, 'send-verify-otp')).toEqual([]);
  });

  it('Verify: a malformed Email is refused before any request', async () => {
    const app = createClockedHarness();
    const { user } = await app.createUser();
    app.renderApp(<VerifyEmailForm userId={user.id} />);
    app.clearRequests();
    const u = setupUser();
    await u.type(screen.getByRole('textbox', { name: en.emailLabel }), 'nope');
    await u.click(screen.getByRole('button', { name: en.resendCode }));
    await expectFieldError(
      screen.getByRole('textbox', { name: en.emailLabel }),
      en.errorInvalidEmail,
    );
    await app.settled();
    expect(sent(app, 'send-verify-otp')).toEqual([]);
  });

  it('refused with a wait: says to wait for the countdown its button shows', async () => {
    const app = createHarness({ clientHasApiKey: true });
    const { user } = await app.createUser();
    for (let i = 0; i < 3; i++) await app.client.requestResetUserPasswordOTP({ email: user.email });
    app.renderApp(<ResetPasswordForm email={user.email} />);
    const u = setupUser();
    await u.click(screen.getByRole('button', { name: en.resendCode }));
    await eventually(() => expect(formAlert()).toHaveTextContent(en.errorRateLimited));
    expect(formAlert()).not.toHaveTextContent(en.errorRateLimitedLater);
    expect(screen.getByRole('button', { name: /Resend code in \d+ seconds?/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: en.resetPasswordSubmit })).toBeEnabled();
  });
});
