import { screen } from '@testing-library/react';
import { en, ResetPasswordForm, startResendCooldown, VerifyEmailForm } from 'latchkey/ui';
import { describe, expect, it } from 'vitest';
import { createHarness, eventually } from '../react/harness';
import { formAlert } from './helpers';

// `startResendCooldown`: a flow of the app's own (the shadcn registry's auth-flow) that sends a
// code outside the code forms makes their Resend code wait, as the drop-in AuthFlow does.
describe('startResendCooldown', () => {
  it('a verification code the app sent: Resend code waits on the form mounted next', async () => {
    const app = createHarness();
    const { user } = await app.createUser();
    const sending = app.client.requestEmailVerificationOTP({ userId: user.id, email: user.email });
    startResendCooldown(app.client, 'verify', user.email, sending);
    app.renderApp(<VerifyEmailForm email={user.email} userId={user.id} />);
    expect(screen.getByRole('button', { name: /^Resend code in \d+ seconds?$/ })).toBeDisabled();
    await sending;
    expect(app.mailbox.messages(user.email)).toHaveLength(1);
    expect(screen.getByRole('button', { name: /^Resend code in \d+ seconds?$/ })).toBeDisabled();
  });

  it('a send that fails ends the cooldown, and the form says why', async () => {
    const app = createHarness();
    const { user } = await app.createUser();
    app.network.setOffline(true);
    const sending = app.client.requestEmailVerificationOTP({ userId: user.id, email: user.email });
    startResendCooldown(app.client, 'verify', user.email, sending);
    app.renderApp(<VerifyEmailForm email={user.email} userId={user.id} />);
    await eventually(() => expect(formAlert()).toHaveTextContent(en.errorNetwork));
    // The countdown takes the ended cooldown on its next tick (an effect after the render).
    await eventually(() =>
      expect(screen.getByRole('button', { name: en.resendCode })).toBeEnabled(),
    );
  });

  it('a reset code (the forgot form sent it): the reset form waits, another address does not', async () => {
    const app = createHarness();
    startResendCooldown(app.client, 'reset', 'ada@example.test');
    const view = app.renderApp(<ResetPasswordForm email="ada@example.test" />);
    expect(screen.getByRole('button', { name: /^Resend code in \d+ seconds?$/ })).toBeDisabled();
    view.unmount();
    app.renderApp(<ResetPasswordForm email="grace@example.test" />);
    expect(screen.getByRole('button', { name: en.resendCode })).toBeEnabled();
  });
});
