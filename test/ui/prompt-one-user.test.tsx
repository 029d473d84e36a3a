import { act, screen, waitFor } from '@testing-library/react';
import { EmailVerificationPrompt, VerifyEmailForm } from 'latchkey/ui';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { createHarness } from '../react/harness';
import { firstOtpBox, type Harness, setupUser } from './helpers';

// The prompt holds one user's account (useHeldAccount): nothing of one user is shown to the next;
// one address has one code field on a page; a field closes once its address is verified anywhere.

async function unverifiedUser(app: Harness, email: string) {
  const { user, password } = await app.createUser({ email, verified: false });
  return { user, password };
}

async function sendAndVerify(app: Harness, email: string) {
  const u = setupUser();
  await u.click(await screen.findByRole('button', { name: 'Send code' }));
  await waitFor(() => expect(firstOtpBox()).toHaveFocus());
  await u.paste(app.mailbox.latestOtp(email, 'verify-email'));
  await screen.findByText('Email verified');
}

describe('EmailVerificationPrompt, one user at a time', () => {
  it('after one user verified and signed out, the next unverified user sees the notice, not "Email verified"', async () => {
    const app = createHarness();
    const ada = await unverifiedUser(app, 'ada@example.com');
    const grace = await unverifiedUser(app, 'grace@example.com');
    await app.signIn({ email: ada.user.email, password: ada.password });
    app.renderApp(<EmailVerificationPrompt />);
    await sendAndVerify(app, ada.user.email);
    await act(() => app.client.logoutUser());
    await waitFor(() => expect(screen.queryByText('Email verified')).toBeNull());
    await act(() => app.client.loginUser({ email: grace.user.email, password: grace.password }));
    expect(await screen.findByText('Verify your email address')).toBeVisible();
    expect(screen.getByText(/grace@example\.com/)).toBeVisible();
    expect(screen.queryByText('Email verified')).toBeNull();
  });

  it('stays hidden while a VerifyEmailForm on the page is verifying the same address', async () => {
    const app = createHarness();
    const ada = await unverifiedUser(app, 'ada@example.com');
    await app.signIn({ email: ada.user.email, password: ada.password });
    function Page() {
      const [verifying, setVerifying] = useState(true);
      return (
        <>
          <EmailVerificationPrompt />
          {verifying && <VerifyEmailForm onSuccess={() => setVerifying(false)} />}
        </>
      );
    }
    app.renderApp(<Page />);
    expect(await screen.findByRole('button', { name: 'Verify email' })).toBeVisible();
    await app.settled();
    expect(screen.queryByText('Verify your email address')).toBeNull();
    expect(screen.getAllByRole('textbox', { name: /Verification code|Digit 1 of 6/ })).toHaveLength(
      1,
    );
  });

  it('its code field closes once the address is verified elsewhere on the page', async () => {
    const app = createHarness();
    const ada = await unverifiedUser(app, 'ada@example.com');
    await app.signIn({ email: ada.user.email, password: ada.password });
    app.renderApp(<EmailVerificationPrompt />);
    await setupUser().click(await screen.findByRole('button', { name: 'Send code' }));
    await waitFor(() => expect(firstOtpBox()).toHaveFocus());
    // Verified by another part of the page (EmailSettings, a VerifyEmailForm) with the same code.
    await act(() =>
      app.client.verifyEmail({
        email: ada.user.email,
        otp: app.mailbox.latestOtp(ada.user.email, 'verify-email'),
      }),
    );
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Verify email' })).toBeNull());
    expect(screen.queryByText('Verify your email address')).toBeNull();
  });
});
