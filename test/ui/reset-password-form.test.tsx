import { screen, waitFor, within } from '@testing-library/react';
import { ResetPasswordForm } from 'latchkey/ui';
import { describe, expect, it, vi } from 'vitest';
import { createHarness } from '../react/harness';
import {
  autocompleteOf,
  createClockedHarness,
  expectFieldError,
  expectFormError,
  expectSummaryFocused,
  firstOtpBox,
  formAlert,
  isolated,
  loadedOtpBox,
  otpBoxesLoaded,
  sent,
  setupUser,
} from './helpers';

const submitName = 'Reset password';

/** A user with a reset code in the mailbox. */
async function withCode(app: ReturnType<typeof createHarness>) {
  const { user } = await app.createUser();
  await app.client.requestResetUserPasswordOTP({ email: user.email });
  return { user, code: app.mailbox.latestOtp(user.email, 'reset-password') };
}

const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

const hiddenUsername = (container: HTMLElement) =>
  container.querySelector<HTMLInputElement>('input[name="username"]');

describe('ResetPasswordForm', () => {
  it('sets the new password and calls onSuccess with {email}', async () => {
    const app = createHarness({ clientHasApiKey: true });
    const { user, code } = await withCode(app);
    const onSuccess = vi.fn();
    const { container } = app.renderApp(
      <ResetPasswordForm email={user.email} onSuccess={onSuccess} />,
    );
    const username = hiddenUsername(container);
    expect(username).toHaveValue(user.email);
    expect(username).toHaveAttribute('autocomplete', 'username');
    expect(autocompleteOf('New password')).toBe('new-password');
    expect(firstOtpBox()).toHaveAttribute('autocomplete', 'one-time-code');
    expect(screen.queryByLabelText('Email')).not.toBeInTheDocument();
    const u = setupUser();
    await u.type(screen.getByLabelText('New password'), 'brand-new-pass');
    await u.click(await loadedOtpBox());
    await u.paste(code);
    // The code comes before the new password: a complete code does not submit here.
    await u.click(screen.getByRole('button', { name: submitName }));
    await waitFor(() => expect(onSuccess).toHaveBeenCalledWith({ email: user.email }));
    await expect(
      app.createClient().loginUser({ email: user.email, password: 'brand-new-pass' }),
    ).resolves.toMatchObject({ user: { email: user.email } });
  });

  it('shows client errors on their fields, focuses the first, sends nothing', async () => {
    const app = createHarness({ clientHasApiKey: true });
    const { user } = await withCode(app);
    app.renderApp(<ResetPasswordForm email={user.email} />);
    app.clearRequests();
    // The boxes this test holds on to are the loaded ones (the placeholder's are replaced).
    await otpBoxesLoaded();
    const u = setupUser();
    await u.click(screen.getByRole('button', { name: submitName }));
    await expectFieldError(firstOtpBox(), 'Enter the 6-digit code from the email.');
    const summary = await expectSummaryFocused();
    const password = screen.getByLabelText('New password');
    await expectFieldError(password, 'Choose a password.');
    // The summary's first link leads to the code's first box.
    await u.click(within(summary).getAllByRole('link')[0] as HTMLElement);
    expect(firstOtpBox()).toHaveFocus();
    await u.keyboard('12');
    await u.type(password, 'short');
    await u.click(screen.getByRole('button', { name: submitName }));
    await expectFieldError(firstOtpBox(), 'Enter all 6 digits of the code.');
    await expectFieldError(password, 'Use at least 8 characters.');
    await expectSummaryFocused();
    expect(password).toHaveValue('short');
    expect(sent(app, 'reset-password')).toEqual([]);
  });

  it('asks for the Email (autocomplete username) when it has none', async () => {
    const app = createHarness({ clientHasApiKey: true });
    const { user, code } = await withCode(app);
    const onSuccess = vi.fn();
    app.renderApp(<ResetPasswordForm onSuccess={onSuccess} />);
    expect(autocompleteOf('Email')).toBe('username');
    const u = setupUser();
    await u.type(screen.getByLabelText('Email'), 'ada@');
    await u.type(screen.getByLabelText('New password'), 'brand-new-pass');
    await u.click(screen.getByRole('button', { name: submitName }));
    await expectFieldError(screen.getByLabelText('Email'), 'Enter a valid email address');
    await expectSummaryFocused();
    await u.clear(screen.getByLabelText('Email'));
    await u.type(screen.getByLabelText('Email'), user.email);
    await u.click(await loadedOtpBox());
    await u.paste(code);
    // The code comes before the new password: a complete code does not submit here.
    await u.click(screen.getByRole('button', { name: submitName }));
    await waitFor(() => expect(onSuccess).toHaveBeenCalledWith({ email: user.email }));
  });

  it('shows a wrong code on the code field and keeps the new password', async () => {
    const app = createHarness({ clientHasApiKey: true });
    const { user, code } = await withCode(app);
    app.renderApp(<ResetPasswordForm email={user.email} />);
    const u = setupUser();
    await u.type(screen.getByLabelText('New password'), 'brand-new-pass');
    await u.click(await loadedOtpBox());
    await u.paste(wrongCode(code));
    // The code comes before the new password: a complete code does not submit here.
    await u.click(screen.getByRole('button', { name: submitName }));
    await expectFieldError(firstOtpBox(), 'That code is wrong or no longer valid.');
    expect(firstOtpBox()).toHaveFocus();
    expect(screen.getByLabelText('New password')).toHaveValue('brand-new-pass');
    expect(formAlert()).toBeEmptyDOMElement();
  });

  it('says an expired code has expired, and a burned one is wrong', async () => {
    const app = createClockedHarness({ clientHasApiKey: true });
    const { user, code } = await withCode(app);
    const other = app.createClient();
    for (let i = 0; i < 5; i++) {
      const otp = wrongCode(code);
      await other
        .resetUserPassword({ email: user.email, otp, newPassword: 'whatever-1' })
        .catch(() => {});
    }
    app.renderApp(<ResetPasswordForm email={user.email} />);
    const u = setupUser();
    await u.type(screen.getByLabelText('New password'), 'brand-new-pass');
    await u.click(await loadedOtpBox());
    await u.paste(code);
    // The code comes before the new password: a complete code does not submit here.
    await u.click(screen.getByRole('button', { name: submitName }));
    await expectFieldError(firstOtpBox(), 'That code is wrong or no longer valid.');

    // Six checks spent the email's wrong-code budget (6 per 6 hours): a new window first.
    app.clock.advance(6 * 60 * 60 * 1000);
    await app.client.requestResetUserPasswordOTP({ email: user.email });
    const fresh = app.mailbox.latestOtp(user.email, 'reset-password');
    app.clock.advance(10 * 60 * 1000 + 1000);
    await u.click(await loadedOtpBox());
    await u.keyboard('{Control>}a{/Control}{Backspace}');
    await u.paste(fresh);
    // The code comes before the new password: a complete code does not submit here.
    await u.click(screen.getByRole('button', { name: submitName }));
    await expectFieldError(firstOtpBox(), 'That code has expired. Resend a new one.');
  });

  it('Resend code mails a new code and starts its cooldown', async () => {
    const app = createHarness({ clientHasApiKey: true });
    const { user, code } = await withCode(app);
    app.renderApp(<ResetPasswordForm email={user.email} />);
    const u = setupUser();
    await u.click(screen.getByRole('button', { name: 'Resend code' }));
    await waitFor(() => expect(app.mailbox.messages(user.email)).toHaveLength(2));
    expect(app.mailbox.latestOtp(user.email, 'reset-password')).not.toBe(code);
    expect(
      await screen.findByRole('button', { name: /Resend code in \d+ seconds?/ }),
    ).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent(
      `We sent a new code to ${isolated(user.email)}.`,
    );
  });

  it('says to pass apiKey when the client has none, before any request', async () => {
    const app = createHarness();
    app.renderApp(<ResetPasswordForm email="ada@example.test" />);
    const u = setupUser();
    await u.type(screen.getByLabelText('New password'), 'brand-new-pass');
    await u.click(await loadedOtpBox());
    await u.paste('123456');
    // The code comes before the new password: a complete code does not submit here.
    await u.click(screen.getByRole('button', { name: submitName }));
    await expectFormError('pass apiKey to AuthProvider');
    expect(formAlert()).toHaveFocus();
    expect(screen.getByLabelText('New password')).toHaveValue('brand-new-pass');
    expect(sent(app, 'reset-password')).toEqual([]);
  });

  it('says the service cannot be reached when offline, and retries', async () => {
    const app = createHarness({ clientHasApiKey: true });
    const { user, code } = await withCode(app);
    const onSuccess = vi.fn();
    const onViewChange = vi.fn();
    app.renderApp(
      <ResetPasswordForm email={user.email} onSuccess={onSuccess} onViewChange={onViewChange} />,
    );
    const u = setupUser();
    await u.type(screen.getByLabelText('New password'), 'brand-new-pass');
    app.network.setOffline(true);
    await u.click(await loadedOtpBox());
    await u.paste(code);
    // The code comes before the new password: a complete code does not submit here.
    await u.click(screen.getByRole('button', { name: submitName }));
    await expectFormError('The service cannot be reached.');
    expect(screen.getByLabelText('New password')).toHaveValue('brand-new-pass');
    app.network.setOffline(false);
    await u.click(screen.getByRole('button', { name: submitName }));
    await waitFor(() => expect(onSuccess).toHaveBeenCalledOnce());
    await u.click(screen.getByRole('button', { name: 'Back to sign in' }));
    expect(onViewChange).toHaveBeenCalledWith('login');
  });

  it('a refused Resend code waits on its button; Reset password stays enabled', async () => {
    const app = createHarness({ clientHasApiKey: true });
    const { user } = await app.createUser();
    for (let i = 0; i < 3; i++) await app.client.requestResetUserPasswordOTP({ email: user.email });
    const onSuccess = vi.fn();
    app.renderApp(<ResetPasswordForm email={user.email} onSuccess={onSuccess} />);
    const u = setupUser();
    await u.click(screen.getByRole('button', { name: 'Resend code' }));
    await expectFormError('Too many attempts.');
    expect(screen.getByRole('button', { name: /Resend code in \d+ seconds?/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: submitName })).toBeEnabled();
    await u.type(screen.getByLabelText('New password'), 'brand-new-pass');
    await u.click(await loadedOtpBox());
    await u.paste(app.mailbox.latestOtp(user.email, 'reset-password'));
    // The code comes before the new password: a complete code does not submit here.
    await u.click(screen.getByRole('button', { name: submitName }));
    await waitFor(() => expect(onSuccess).toHaveBeenCalledOnce());
  });

  it("falls back to the signed-in user's email", async () => {
    const app = createHarness({ clientHasApiKey: true });
    const { user, password } = await app.createUser();
    await app.signIn({ email: user.email, password });
    await app.client.requestResetUserPasswordOTP({ email: user.email });
    const onSuccess = vi.fn();
    const { container } = app.renderApp(<ResetPasswordForm onSuccess={onSuccess} />);
    await waitFor(() =>
      expect(container.querySelector('input[name="username"]')).toHaveValue(user.email),
    );
    expect(screen.queryByLabelText('Email')).not.toBeInTheDocument();
    const u = setupUser();
    await u.type(screen.getByLabelText('New password'), 'brand-new-pass');
    await u.click(await loadedOtpBox());
    await u.paste(app.mailbox.latestOtp(user.email, 'reset-password'));
    // The code comes before the new password: a complete code does not submit here.
    await u.click(screen.getByRole('button', { name: submitName }));
    await waitFor(() => expect(onSuccess).toHaveBeenCalledWith({ email: user.email }));
  });
});
