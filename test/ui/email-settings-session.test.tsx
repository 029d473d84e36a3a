import { screen, waitFor, within } from '@testing-library/react';
import { EmailSettings } from 'latchkey/ui';
import { describe, expect, it } from 'vitest';
import { createHarness } from '../react/harness';
import { firstOtpBox, loadedOtpBox, sent, setupUser } from './helpers';

// A session that ends under EmailSettings' change form (the password changed in another
// browser): what was typed stays, the save signs in again in a dialog and is sent once more,
// and the code for the new address follows, as the other account forms do.

describe('EmailSettings when the session ends under it', () => {
  it('keeps the new address typed, signs in again, saves, then opens the code field', async () => {
    const app = createHarness();
    const { user, password } = await app.createUser({ email: 'ada@example.com', verified: true });
    await app.signIn({ email: user.email, password });
    app.renderApp(<EmailSettings />);
    const u = setupUser();
    await u.click(await screen.findByRole('button', { name: 'Change email' }));
    await u.type(screen.getByLabelText('New email'), 'ada@new.example');

    // Another browser changes the password: this session is over.
    const other = app.createClient();
    await other.loginUser({ email: user.email, password });
    const newPassword = 'changed-elsewhere-1';
    await other.changePassword({ userId: user.id, currentPassword: password, newPassword });

    const current = screen.getByLabelText('Current password', { selector: 'input' });
    await u.type(current, newPassword);
    await u.click(screen.getByRole('button', { name: 'Save new email' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Your session has ended. Sign in to continue.',
    });
    // Nothing typed is lost, the section still shows the account.
    expect(screen.getByLabelText('New email')).toHaveValue('ada@new.example');
    expect(screen.getByText('ada@example.com', { selector: '.lk-email-value' })).toBeVisible();
    await u.type(within(dialog).getByLabelText('Password', { selector: 'input' }), newPassword);
    await u.click(within(dialog).getByRole('button', { name: 'Sign in' }));

    await waitFor(() => expect(app.mailbox.messages('ada@new.example')).toHaveLength(1));
    await waitFor(() => expect(firstOtpBox()).toBeVisible());
    expect(sent(app, 'PUT /users/update/')).toHaveLength(2);
    expect(await app.service.store.getUser('test-app', { id: user.id })).toMatchObject({
      email: 'ada@new.example',
      emailVerified: false,
    });
    await u.click(await loadedOtpBox());
    await u.paste(app.mailbox.latestOtp('ada@new.example', 'verify-email'));
    await waitFor(() =>
      expect(
        screen.getByRole('region', { name: 'Email' }).querySelector('.lk-badge'),
      ).toHaveTextContent('Verified'),
    );
  });

  it('a deliberate sign-out with nothing open: the section asks to sign in', async () => {
    const app = createHarness();
    const { user, password } = await app.createUser({ verified: true });
    await app.signIn({ email: user.email, password });
    app.renderApp(<EmailSettings />);
    expect(await screen.findByRole('button', { name: 'Change email' })).toBeVisible();
    await app.client.logoutUser();
    expect(await screen.findByText('You need to sign in to do this.')).toBeVisible();
  });
});
