import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createHarness } from '../react/harness';
import { expectFieldError, isolated, sent, setupUser } from '../ui/helpers';
import { type App, codeInput, items, page } from './twins';

// The email items, drop-in and registry, through the same scenarios: the code field opens in
// place with focus, a pasted code verifies, what is verified is said in a focused status; a
// change of address keeps what was typed through every refusal.

async function signedIn(app: App, verified: boolean) {
  const { user, password } = await app.createUser({ email: 'ada@example.com', verified });
  await app.signIn({ email: user.email, password });
  return { user, password };
}

describe.each(items.EmailSettings)('EmailSettings (%s)', (_twin, EmailSettings) => {
  it('not verified: the code field opens in place, focused; a pasted code verifies', async () => {
    const app = createHarness();
    const { user } = await signedIn(app, false);
    const onVerified = vi.fn();
    page(app, <EmailSettings onVerified={onVerified} />);
    const u = setupUser();
    await u.click(await screen.findByRole('button', { name: 'Send verification code' }));
    await waitFor(() => expect(app.mailbox.messages(user.email)).toHaveLength(1));
    await waitFor(async () => expect(await codeInput()).toHaveFocus());
    expect(screen.getByRole('button', { name: /^Resend code in \d+ seconds?$/ })).toBeDisabled();
    await u.paste(app.mailbox.latestOtp(user.email, 'verify-email'));
    const done = await screen.findByText('Your email is verified.');
    expect(done).toHaveAttribute('role', 'status');
    await waitFor(() => expect(done).toHaveFocus());
    expect(onVerified).toHaveBeenCalledWith(user.email);
  });

  it('Change email: refusals on their fields, nothing typed cleared; Cancel gives focus back', async () => {
    const app = createHarness();
    await signedIn(app, true);
    page(app, <EmailSettings />);
    const u = setupUser();
    await u.click(await screen.findByRole('button', { name: 'Change email' }));
    const newEmail = screen.getByLabelText('New email');
    await waitFor(() => expect(newEmail).toHaveFocus());
    const password = screen.getByLabelText('Current password', { selector: 'input' });
    await u.type(newEmail, 'ada@new.example');
    await u.type(password, 'whatever-1');
    await u.click(screen.getByRole('button', { name: 'Save new email' }));
    await expectFieldError(password, 'The current password is wrong.');
    expect(newEmail).toHaveValue('ada@new.example');
    expect(password).toHaveValue('whatever-1');
    await u.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Change email' })).toHaveFocus());
  });
});

describe.each(items.EmailVerificationPrompt)('EmailVerificationPrompt (%s)', (_twin, Prompt) => {
  it('a notice; Send code opens the code field, focused; verified, it says so, focused', async () => {
    const app = createHarness();
    const { user } = await signedIn(app, false);
    page(app, <Prompt />);
    expect(await screen.findByText('Verify your email address')).toBeVisible();
    expect(
      screen.getByText(`We will send a 6-digit code to ${isolated('ada@example.com')}.`),
    ).toBeVisible();
    const u = setupUser();
    await u.click(screen.getByRole('button', { name: 'Send code' }));
    await waitFor(() => expect(app.mailbox.messages(user.email)).toHaveLength(1));
    await waitFor(async () => expect(await codeInput()).toHaveFocus());
    await u.paste(app.mailbox.latestOtp(user.email, 'verify-email'));
    const done = await screen.findByText('Email verified');
    await waitFor(() => expect(done.closest('[tabindex="-1"]') ?? done).toHaveFocus());
    expect(screen.queryByRole('button', { name: 'Send code' })).toBeNull();
  });

  it('a verified address: nothing at all', async () => {
    const app = createHarness();
    await signedIn(app, true);
    page(app, <Prompt />);
    await app.settled();
    expect(screen.queryByText('Verify your email address')).toBeNull();
  });
});

describe.each(items.EmailChangeForm)('EmailChangeForm (%s)', (_twin, EmailChangeForm) => {
  it('the same address is refused on New email; saved, one update and onSuccess', async () => {
    const app = createHarness();
    const { password } = await signedIn(app, true);
    const onSuccess = vi.fn();
    page(app, <EmailChangeForm onSuccess={onSuccess} />);
    const u = setupUser();
    const newEmail = await screen.findByLabelText('New email');
    await u.type(newEmail, 'ADA@example.com');
    await u.type(screen.getByLabelText('Current password', { selector: 'input' }), password);
    await u.click(screen.getByRole('button', { name: 'Save new email' }));
    await expectFieldError(newEmail, 'This is already your email address.');
    expect(sent(app, 'PUT /users/update/')).toEqual([]);
    await u.clear(newEmail);
    await u.type(newEmail, 'ada@new.example');
    await u.click(screen.getByRole('button', { name: 'Save new email' }));
    await waitFor(() => expect(onSuccess).toHaveBeenCalledOnce());
    expect(sent(app, 'PUT /users/update/')).toHaveLength(1);
    expect(screen.getByLabelText('Current password', { selector: 'input' })).toHaveValue('');
  });
});
