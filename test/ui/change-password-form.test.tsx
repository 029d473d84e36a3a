import { screen, waitFor } from '@testing-library/react';
import { ChangePasswordForm } from 'latchkey/ui';
import { describe, expect, it, vi } from 'vitest';
import { createHarness } from '../react/harness';
import {
  autocompleteOf,
  expectFieldError,
  expectFormError,
  expectSummaryFocused,
  formAlert,
  sent,
  setupUser,
} from './helpers';

const submitName = 'Change password';

/** A signed-in app and the user's password. */
async function signedIn() {
  const app = createHarness();
  const { user, password } = await app.createUser();
  await app.signIn({ email: user.email, password });
  return { app, user, password };
}

describe('ChangePasswordForm', () => {
  it('changes the password, calls onSuccess with the answer and says to sign in again', async () => {
    const { app, user, password } = await signedIn();
    const onSuccess = vi.fn();
    const { container } = app.renderApp(<ChangePasswordForm onSuccess={onSuccess} />);
    const username = container.querySelector('input[name="username"]');
    await waitFor(() => expect(username).toHaveValue(user.email));
    expect(username).toHaveAttribute('autocomplete', 'username');
    expect(autocompleteOf('Current password')).toBe('current-password');
    expect(autocompleteOf('New password')).toBe('new-password');
    const u = setupUser();
    await u.type(screen.getByLabelText('Current password'), password);
    await u.type(screen.getByLabelText('New password'), 'a-new-password');
    await u.click(screen.getByRole('button', { name: submitName }));
    await waitFor(() => expect(onSuccess).toHaveBeenCalledWith({ success: true }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your password was changed.');
    // Neither password stays in the page once it is done.
    expect(screen.getByLabelText('Current password')).toHaveValue('');
    expect(screen.getByLabelText('New password')).toHaveValue('');
    await expect(
      app.createClient().loginUser({ email: user.email, password: 'a-new-password' }),
    ).resolves.toMatchObject({ user: { id: user.id } });
  });

  it('shows client errors on their fields, focuses the first, sends nothing', async () => {
    const { app } = await signedIn();
    app.renderApp(<ChangePasswordForm />);
    app.clearRequests();
    const u = setupUser();
    await u.click(screen.getByRole('button', { name: submitName }));
    const current = screen.getByLabelText('Current password');
    await expectFieldError(current, 'Enter your current password.');
    await expectSummaryFocused();
    await expectFieldError(screen.getByLabelText('New password'), 'Choose a password.');
    await u.type(current, 'whatever');
    await u.type(screen.getByLabelText('New password'), 'short');
    await u.click(screen.getByRole('button', { name: submitName }));
    await expectFieldError(screen.getByLabelText('New password'), 'Use at least 8 characters.');
    expect(screen.getByLabelText('New password')).toHaveFocus();
    expect(current).not.toHaveAttribute('aria-invalid');
    expect(sent(app, 'change-password')).toEqual([]);
  });

  it('shows a wrong current password on Current password and keeps both values', async () => {
    const { app } = await signedIn();
    const onError = vi.fn();
    app.renderApp(<ChangePasswordForm onError={onError} />);
    const u = setupUser();
    await u.type(screen.getByLabelText('Current password'), 'not-my-password');
    await u.type(screen.getByLabelText('New password'), 'a-new-password');
    await u.click(screen.getByRole('button', { name: submitName }));
    const current = screen.getByLabelText('Current password');
    await expectFieldError(current, 'The current password is wrong.');
    expect(current).toHaveFocus();
    expect(current).toHaveValue('not-my-password');
    expect(screen.getByLabelText('New password')).toHaveValue('a-new-password');
    expect(formAlert()).toBeEmptyDOMElement();
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ code: 'invalid_credentials' }));
  });

  it('says the service cannot be reached when offline, and retries', async () => {
    const { app, password } = await signedIn();
    const onSuccess = vi.fn();
    app.renderApp(<ChangePasswordForm onSuccess={onSuccess} />);
    const u = setupUser();
    await u.type(screen.getByLabelText('Current password'), password);
    await u.type(screen.getByLabelText('New password'), 'a-new-password');
    app.network.setOffline(true);
    await u.click(screen.getByRole('button', { name: submitName }));
    await expectFormError('The service cannot be reached.');
    expect(formAlert()).toHaveFocus();
    expect(screen.getByLabelText('Current password')).toHaveValue(password);
    app.network.setOffline(false);
    await u.click(screen.getByRole('button', { name: submitName }));
    await waitFor(() => expect(onSuccess).toHaveBeenCalledOnce());
  });

  it('asks a visitor who is not signed in to sign in, instead of fields that would fail', async () => {
    const app = createHarness();
    app.renderApp(<ChangePasswordForm />);
    await screen.findByText('You need to sign in to do this.');
    expect(screen.queryByLabelText('Current password')).toBeNull();
    expect(screen.queryByRole('button', { name: submitName })).toBeNull();
    expect(sent(app, 'change-password')).toEqual([]);
  });
});
