import { screen, waitFor, within } from '@testing-library/react';
import { EmailSettings } from 'latchkey/ui';
import { describe, expect, it, vi } from 'vitest';
import { createHarness } from '../react/harness';
import { expectFieldError, firstOtpBox, isolated, loadedOtpBox, sent, setupUser } from './helpers';

// EmailSettings against the in-process reference service: the badge from the user record's
// emailVerified, verifying in place, and a change of address verified in place.

type App = ReturnType<typeof createHarness>;

async function signedIn(app: App, verified: boolean) {
  const { user, password } = await app.createUser({
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    verified,
  });
  await app.signIn({ email: user.email, password });
  return { user, password };
}

const section = () => screen.getByRole('region', { name: 'Email' });
const badge = () => section().querySelector('[data-slot="badge"]');

describe('EmailSettings', () => {
  it('a verified address: the address, "Verified", and Change email only', async () => {
    const app = createHarness();
    await signedIn(app, true);
    app.renderApp(<EmailSettings />);
    expect(await screen.findByText('ada@example.com')).toBeVisible();
    expect(badge()).toHaveTextContent('Verified');
    expect(screen.getByRole('button', { name: 'Change email' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Send verification code' })).toBeNull();
  });

  it('not verified: Send verification code opens the code field in place; a pasted code verifies', async () => {
    const app = createHarness();
    const { user } = await signedIn(app, false);
    const onVerified = vi.fn();
    app.renderApp(<EmailSettings onVerified={onVerified} />);
    await waitFor(() => expect(badge()).toHaveTextContent('Not verified'));
    const u = setupUser();
    await u.click(screen.getByRole('button', { name: 'Send verification code' }));
    await waitFor(() => expect(app.mailbox.messages(user.email)).toHaveLength(1));
    await waitFor(() => expect(firstOtpBox()).toHaveFocus());
    expect(
      screen.getByText(`Enter the 6-digit code we sent to ${isolated('ada@example.com')}.`),
    ).toBeVisible();
    // The code just sent: Resend code waits its cooldown.
    expect(screen.getByRole('button', { name: /Resend code in \d+ seconds?/ })).toBeDisabled();
    await u.paste(app.mailbox.latestOtp(user.email, 'verify-email'));

    await waitFor(() => expect(badge()).toHaveTextContent('Verified'));
    expect(badge()).not.toHaveTextContent('Not verified');
    const status = within(section()).getByText('Your email is verified.');
    expect(status).toHaveAttribute('role', 'status');
    await waitFor(() => expect(status).toHaveFocus());
    expect(screen.queryByRole('button', { name: 'Verify email' })).toBeNull();
    expect(onVerified).toHaveBeenCalledWith(user.email);
    expect(await app.service.store.getUser('test-app', { id: user.id })).toMatchObject({
      emailVerified: true,
    });
  });

  it('a wrong code stays on the code field; Cancel closes it, focus back on its button', async () => {
    const app = createHarness();
    const { user } = await signedIn(app, false);
    app.renderApp(<EmailSettings />);
    const u = setupUser();
    await u.click(await screen.findByRole('button', { name: 'Send verification code' }));
    await waitFor(() => expect(app.mailbox.messages(user.email)).toHaveLength(1));
    const code = app.mailbox.latestOtp(user.email, 'verify-email');
    await u.click(await loadedOtpBox());
    await u.paste(code === '000000' ? '111111' : '000000');
    await expectFieldError(firstOtpBox(), 'That code is wrong or no longer valid.');
    await u.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Send verification code' })).toHaveFocus(),
    );
    expect(badge()).toHaveTextContent('Not verified');
    // Send again within the cooldown: no second mail; the field's Resend code waits.
    await u.click(screen.getByRole('button', { name: 'Send verification code' }));
    expect(screen.getByRole('button', { name: /Resend code in \d+ seconds?/ })).toBeDisabled();
    expect(app.mailbox.messages(user.email)).toHaveLength(1);
  });

  it('without emailVerified from the service: no badge, no Send verification code', async () => {
    const app = createHarness();
    const { user } = await signedIn(app, false);
    const { emailVerified: _, ...withoutFlag } = user;
    // A page's own client, seeded by the server's session as a service without the flag sends it.
    app.renderApp(<EmailSettings />, {
      client: app.createClient(),
      initialSession: { authenticated: true, user: withoutFlag },
    });
    expect(await screen.findByText('ada@example.com')).toBeVisible();
    expect(badge()).toBeNull();
    expect(screen.queryByRole('button', { name: 'Send verification code' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Change email' })).toBeVisible();
  });

  it('signed out: asks to sign in', async () => {
    const app = createHarness();
    app.renderApp(<EmailSettings />);
    expect(await screen.findByText('You need to sign in to do this.')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Email' })).toBeVisible();
  });

  it('Change email: errors on the fields, nothing typed cleared', async () => {
    const app = createHarness();
    const { password: right } = await signedIn(app, true);
    await app.createUser({ email: 'taken@example.com' });
    app.renderApp(<EmailSettings />);
    const u = setupUser();
    await u.click(await screen.findByRole('button', { name: 'Change email' }));
    const newEmail = screen.getByLabelText('New email');
    await waitFor(() => expect(newEmail).toHaveFocus());
    const password = screen.getByLabelText('Current password', { selector: 'input' });
    expect(password).toHaveAccessibleDescription(
      'To change your email, enter your current password.',
    );
    app.clearRequests();

    await u.click(screen.getByRole('button', { name: 'Save new email' }));
    await expectFieldError(newEmail, 'Enter your new email address.');
    await expectFieldError(password, 'Enter your current password.');
    expect(await screen.findByRole('region', { name: 'There is a problem' })).toBeVisible();

    await u.type(newEmail, 'ADA@example.com');
    await u.type(password, 'whatever-1');
    await u.click(screen.getByRole('button', { name: 'Save new email' }));
    await expectFieldError(newEmail, 'This is already your email address. Enter a different one.');
    expect(sent(app, 'PUT /users/update/')).toEqual([]);

    await u.clear(newEmail);
    await u.type(newEmail, 'ada@new.example');
    await u.click(screen.getByRole('button', { name: 'Save new email' }));
    await expectFieldError(password, 'The current password is wrong.');
    expect(newEmail).toHaveValue('ada@new.example');
    expect(password).toHaveValue('whatever-1');

    // The right password, an address another account has.
    await u.clear(newEmail);
    await u.type(newEmail, 'taken@example.com');
    await u.clear(password);
    await u.type(password, right);
    await u.click(screen.getByRole('button', { name: 'Save new email' }));
    await expectFieldError(newEmail, 'Another account uses this email. Enter a different one.');
    expect(newEmail).toHaveValue('taken@example.com');

    await u.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Change email' })).toHaveFocus());
    expect(screen.getByText('ada@example.com')).toBeVisible();
  });

  it('Change email: saved, a code to the new address in place, the old one no longer signs in', async () => {
    const app = createHarness();
    const { user, password } = await signedIn(app, true);
    const onEmailChanged = vi.fn();
    const onVerified = vi.fn();
    app.renderApp(<EmailSettings onEmailChanged={onEmailChanged} onVerified={onVerified} />);
    const u = setupUser();
    await u.click(await screen.findByRole('button', { name: 'Change email' }));
    await u.type(screen.getByLabelText('New email'), 'ada@new.example');
    await u.type(screen.getByLabelText('Current password', { selector: 'input' }), password);
    await u.click(screen.getByRole('button', { name: 'Save new email' }));

    await waitFor(() => expect(app.mailbox.messages('ada@new.example')).toHaveLength(1));
    expect(
      await screen.findByText(
        `Enter the 6-digit code we sent to ${isolated('ada@new.example')}. You now sign in with this address, not ${isolated('ada@example.com')}.`,
      ),
    ).toBeVisible();
    await waitFor(() => expect(firstOtpBox()).toHaveFocus());
    expect(onEmailChanged).toHaveBeenCalledWith(
      expect.objectContaining({ email: 'ada@new.example', emailVerified: false }),
    );
    expect(badge()).toHaveTextContent('Not verified');
    expect(within(section()).getByText('ada@new.example')).toBeVisible();
    // The old address no longer signs in; the new one does.
    await expect(
      app.createClient().loginUser({ email: user.email, password }),
    ).rejects.toMatchObject({ code: 'invalid_credentials' });
    await app.createClient().loginUser({ email: 'ada@new.example', password });

    await u.paste(app.mailbox.latestOtp('ada@new.example', 'verify-email'));
    await waitFor(() => expect(badge()).toHaveTextContent('Verified'));
    expect(onVerified).toHaveBeenCalledWith('ada@new.example');
    expect(await app.service.store.getUser('test-app', { id: user.id })).toMatchObject({
      email: 'ada@new.example',
      emailVerified: true,
    });
  });
});
