import { screen } from '@testing-library/react';
import { AuthFlow, en } from 'latchkey/ui';
import { describe, expect, it } from 'vitest';
import { createHarness, eventually } from '../react/harness';
import { formAlert, setupUser } from './helpers';

// Issue 23 (review): AuthFlow started Resend's cooldown, then swallowed a failed first send.
describe('AuthFlow, the first verification code', () => {
  it('a failed send is shown, and Resend code is offered at once', async () => {
    const app = createHarness();
    app.renderApp(<AuthFlow defaultView="signup" />);
    const u = setupUser();
    await u.type(screen.getByLabelText(en.nameLabel), 'Ada');
    await u.type(screen.getByLabelText(en.emailLabel), 'lost@example.test');
    await u.type(screen.getByLabelText(en.passwordLabel), 'password-1');
    const send = app.network.hold('/users/send-verify-otp');
    await u.click(screen.getByRole('button', { name: en.signupSubmit }));
    await send.reached();
    // The service is gone by the time the code is asked for.
    app.network.setOffline(true);
    send.release();
    await screen.findByRole('heading', { name: en.verifyEmailTitle }, { timeout: 10_000 });
    await eventually(() => expect(formAlert()).toHaveTextContent(en.errorNetwork));
    expect(screen.getByRole('button', { name: en.resendCode })).toBeEnabled();
    app.network.setOffline(false);
    await u.click(screen.getByRole('button', { name: en.resendCode }));
    await eventually(() => expect(app.mailbox.messages('lost@example.test')).toHaveLength(1));
  });
});
