import { screen, waitFor } from '@testing-library/react';
import { VerifyEmailForm } from 'latchkey/ui';
import { describe, expect, it, vi } from 'vitest';
import {
  createClockedHarness,
  expectFieldError,
  expectSummaryFocused,
  firstOtpBox,
  formAlert,
  isolated,
  loadedOtpBox,
  sent,
  setupUser,
} from './helpers';

/** A new user with a verification code in the mailbox. */
async function withCode(app: ReturnType<typeof createClockedHarness>) {
  const { user } = await app.createUser();
  await app.createClient().requestEmailVerificationOTP({ userId: user.id, email: user.email });
  return { user, code: app.mailbox.latestOtp(user.email, 'verify-email') };
}

const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('VerifyEmailForm', () => {
  it('sends no code on mount; a typed complete code verifies and calls onSuccess', async () => {
    const app = createClockedHarness();
    const { user, code } = await withCode(app);
    app.clearRequests();
    const onSuccess = vi.fn();
    app.renderApp(<VerifyEmailForm email={user.email} userId={user.id} onSuccess={onSuccess} />);
    expect(
      screen.getByText(`Enter the 6-digit code we sent to ${isolated(user.email)}.`),
    ).toBeVisible();
    expect(firstOtpBox()).toHaveAttribute('autocomplete', 'one-time-code');
    expect(screen.queryByLabelText('Email')).not.toBeInTheDocument();
    const u = setupUser();
    await u.click(await loadedOtpBox());
    await u.keyboard(code);
    await waitFor(() => expect(onSuccess).toHaveBeenCalledOnce());
    expect(onSuccess.mock.calls[0]?.[0]).toMatchObject({ success: true });
    expect(await app.service.store.getUser('test-app', { email: user.email })).toMatchObject({
      emailVerified: true,
    });
    expect(sent(app, 'send-verify-otp')).toEqual([]);
  });

  it('fills the code from a paste and submits it', async () => {
    const app = createClockedHarness();
    const { user, code } = await withCode(app);
    const onSuccess = vi.fn();
    app.renderApp(<VerifyEmailForm email={user.email} userId={user.id} onSuccess={onSuccess} />);
    const u = setupUser();
    // Radix's boxes replace the plain ones when their chunk arrives: a box found before that and
    // clicked after it is no longer in the page (a person clicks what is there).
    await waitFor(() => expect(document.querySelector('[data-radix-otp-input]')).not.toBeNull());
    await u.click(await loadedOtpBox());
    await u.paste(code);
    await waitFor(() => expect(onSuccess).toHaveBeenCalledOnce());
    expect(sent(app, 'POST /users/verify-email')).toHaveLength(1);
  });

  it('shows an empty or incomplete code on the code field and sends nothing', async () => {
    const app = createClockedHarness();
    const { user } = await withCode(app);
    app.renderApp(<VerifyEmailForm email={user.email} userId={user.id} />);
    app.clearRequests();
    const u = setupUser();
    await u.click(screen.getByRole('button', { name: 'Verify email' }));
    await expectFieldError(firstOtpBox(), 'Enter the 6-digit code from the email.');
    expect(firstOtpBox()).toHaveFocus();
    await u.keyboard('123');
    await u.click(screen.getByRole('button', { name: 'Verify email' }));
    await expectFieldError(firstOtpBox(), 'Enter all 6 digits of the code.');
    expect(firstOtpBox()).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'Digit 3 of 6' })).toHaveValue('3');
    expect(sent(app, 'verify-email')).toEqual([]);
  });

  it('asks for the Email when it has none, and checks it', async () => {
    const app = createClockedHarness();
    const { user, code } = await withCode(app);
    const onSuccess = vi.fn();
    app.renderApp(<VerifyEmailForm onSuccess={onSuccess} />);
    expect(screen.queryByRole('button', { name: 'Resend code' })).not.toBeInTheDocument();
    const u = setupUser();
    await u.type(screen.getByLabelText('Email'), 'nope');
    await u.click(screen.getByRole('button', { name: 'Verify email' }));
    await expectFieldError(screen.getByLabelText('Email'), 'Enter a valid email address');
    await expectSummaryFocused();
    await u.clear(screen.getByLabelText('Email'));
    await u.type(screen.getByLabelText('Email'), user.email);
    await u.click(await loadedOtpBox());
    await u.paste(code);
    await waitFor(() => expect(onSuccess).toHaveBeenCalledOnce());
  });

  it('shows a wrong code on the code field, keeps it, and offers Resend code', async () => {
    const app = createClockedHarness();
    const { user, code } = await withCode(app);
    const onError = vi.fn();
    app.renderApp(<VerifyEmailForm email={user.email} userId={user.id} onError={onError} />);
    const u = setupUser();
    await u.click(await loadedOtpBox());
    await u.paste(wrongCode(code));
    await expectFieldError(firstOtpBox(), 'That code is wrong or no longer valid.');
    expect(firstOtpBox()).toHaveFocus();
    expect(firstOtpBox()).toHaveValue(wrongCode(code)[0]);
    expect(formAlert()).toBeEmptyDOMElement();
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ code: 'invalid_otp' }));
    expect(screen.getByRole('button', { name: 'Resend code' })).toBeEnabled();
  });

  it('says an expired code has expired', async () => {
    const app = createClockedHarness();
    const { user, code } = await withCode(app);
    app.clock.advance(10 * 60 * 1000 + 1000);
    app.renderApp(<VerifyEmailForm email={user.email} userId={user.id} />);
    const u = setupUser();
    await u.click(await loadedOtpBox());
    await u.paste(code);
    await expectFieldError(firstOtpBox(), 'That code has expired. Resend a new one.');
  });

  it('refuses the right code once five wrong tries burned it', async () => {
    const app = createClockedHarness();
    const { user, code } = await withCode(app);
    const other = app.createClient();
    for (let i = 0; i < 5; i++) {
      await other.verifyEmail({ email: user.email, otp: wrongCode(code) }).catch(() => {});
    }
    app.renderApp(<VerifyEmailForm email={user.email} userId={user.id} />);
    const u = setupUser();
    await u.click(await loadedOtpBox());
    await u.paste(code);
    await expectFieldError(firstOtpBox(), 'That code is wrong or no longer valid.');
  });

  it('Resend code mails a new code, then waits out a cooldown that survives a remount', async () => {
    const app = createClockedHarness();
    const { user, code } = await withCode(app);
    const view = app.renderApp(<VerifyEmailForm email={user.email} userId={user.id} />);
    const u = setupUser();
    await u.click(screen.getByRole('button', { name: 'Resend code' }));
    await waitFor(() => expect(app.mailbox.messages(user.email)).toHaveLength(2));
    expect(app.mailbox.latestOtp(user.email, 'verify-email')).not.toBe(code);
    expect(await screen.findByRole('status')).toHaveTextContent(
      `We sent a new code to ${isolated(user.email)}.`,
    );
    const cooling = await screen.findByRole('button', { name: /Resend code in \d+ seconds?/ });
    expect(cooling).toBeDisabled();

    view.rerender(<div />);
    expect(screen.queryByRole('button', { name: /Resend code/ })).not.toBeInTheDocument();
    app.renderApp(<VerifyEmailForm email={user.email} userId={user.id} />);
    expect(screen.getByRole('button', { name: /Resend code in \d+ seconds?/ })).toBeDisabled();
    expect(app.mailbox.messages(user.email)).toHaveLength(2);
  });

  it('a refused Resend code waits on its button; the code already sent still verifies', async () => {
    const app = createClockedHarness();
    const { user } = await app.createUser();
    const other = app.createClient();
    for (let i = 0; i < 5; i++) {
      await other.requestEmailVerificationOTP({ userId: user.id, email: user.email });
    }
    const onSuccess = vi.fn();
    app.renderApp(<VerifyEmailForm email={user.email} userId={user.id} onSuccess={onSuccess} />);
    const u = setupUser();
    await u.click(screen.getByRole('button', { name: 'Resend code' }));
    await waitFor(() => expect(formAlert()).toHaveTextContent('Too many attempts.'));
    expect(screen.getByRole('button', { name: /Resend code in \d+ seconds?/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Verify email' })).toBeEnabled();
    expect(app.mailbox.messages(user.email)).toHaveLength(5);
    await u.click(await loadedOtpBox());
    await u.paste(app.mailbox.latestOtp(user.email, 'verify-email'));
    await waitFor(() => expect(onSuccess).toHaveBeenCalledOnce());
  });

  it("falls back to the signed-in user's email and id", async () => {
    const app = createClockedHarness();
    const user = await app.signIn();
    const onSuccess = vi.fn();
    app.renderApp(<VerifyEmailForm onSuccess={onSuccess} />);
    expect(await screen.findByText(new RegExp(`sent to ${isolated(user.email)}`))).toBeVisible();
    expect(screen.queryByLabelText('Email')).not.toBeInTheDocument();
    const u = setupUser();
    await u.click(screen.getByRole('button', { name: 'Resend code' }));
    await waitFor(() => expect(app.mailbox.messages(user.email)).toHaveLength(1));
    await u.click(await loadedOtpBox());
    await u.paste(app.mailbox.latestOtp(user.email, 'verify-email'));
    await waitFor(() => expect(onSuccess).toHaveBeenCalledOnce());
    expect(app.client.getSession().user?.emailVerified).toBe(true);
  });
});
