import { screen, waitFor, within } from '@testing-library/react';
import { ChangePasswordForm, DeleteAccountForm, ProfileForm } from 'latchkey/ui';
import { describe, expect, it, vi } from 'vitest';
import { createHarness } from '../react/harness';
import { expectFormError, sent, setupUser } from './helpers';

// A session that ends under a signed-in form (the password changed in another browser): the
// submit opens "Your session has ended…", keeps every value, and is sent again once signed in.

const dialogName = 'Your session has ended. Sign in to continue.';

/** A signed-in user, then the session ended from another browser (a password change there). */
async function signedInThenEnded(app: ReturnType<typeof createHarness>) {
  const { user, password } = await app.createUser({ name: 'Ada Lovelace' });
  await app.signIn({ email: user.email, password });
  const newPassword = 'changed-elsewhere-1';
  const endSession = async (from = password, to = newPassword) => {
    const other = app.createClient();
    await other.loginUser({ email: user.email, password: from });
    await other.changePassword({ userId: user.id, currentPassword: from, newPassword: to });
  };
  return { user, password, newPassword, endSession };
}

/** Waits for the dialog, checks what it says and that Email is filled in, and returns it. */
async function sessionDialog(email: string) {
  const dialog = await screen.findByRole('alertdialog', { name: dialogName });
  expect(dialog).toHaveAccessibleDescription(
    'What you entered is kept and sent again once you are signed in.',
  );
  expect(within(dialog).getByLabelText('Email')).toHaveValue(email);
  // The account the form is about: no signing in as another, who would get the retry.
  expect(within(dialog).getByLabelText('Email')).toHaveAttribute('readonly');
  await waitFor(() =>
    expect(within(dialog).getByLabelText('Password', { selector: 'input' })).toHaveFocus(),
  );
  return dialog;
}

async function signInAgain(dialog: HTMLElement, password: string) {
  const u = setupUser();
  await u.type(within(dialog).getByLabelText('Password', { selector: 'input' }), password);
  await u.click(within(dialog).getByRole('button', { name: 'Sign in' }));
}

describe('a session that ends under a signed-in form', () => {
  it('Profile: Save opens the dialog, keeps the edit, signs in and saves it', async () => {
    const app = createHarness();
    const { user, newPassword, endSession } = await signedInThenEnded(app);
    const onSuccess = vi.fn();
    app.renderApp(<ProfileForm onSuccess={onSuccess} />);
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveValue('Ada Lovelace'));
    await endSession();
    const u = setupUser();
    await u.clear(screen.getByLabelText('Name'));
    await u.type(screen.getByLabelText('Name'), 'Ada King');
    await u.type(screen.getByLabelText('Phone'), '+44 7');
    await u.click(screen.getByRole('button', { name: 'Save changes' }));

    const dialog = await sessionDialog(user.email);
    expect(screen.getByLabelText('Name')).toHaveValue('Ada King');
    expect(sent(app, 'PUT /users/update/')).toHaveLength(1);
    await signInAgain(dialog, newPassword);

    await waitFor(() => expect(onSuccess).toHaveBeenCalledOnce());
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Your changes were saved.');
    expect(sent(app, 'PUT /users/update/')).toHaveLength(2);
    expect(await app.service.store.getUser('test-app', { id: user.id })).toMatchObject({
      name: 'Ada King',
      phone: '+44 7',
    });
    expect(screen.getByLabelText('Name')).toHaveValue('Ada King');
  });

  it('Cancel closes the dialog and keeps every value; nothing is saved', async () => {
    const app = createHarness();
    const { user, endSession } = await signedInThenEnded(app);
    app.renderApp(<ProfileForm />);
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveValue('Ada Lovelace'));
    await endSession();
    const u = setupUser();
    await u.type(screen.getByLabelText('Address'), '12 St James Square');
    await u.click(screen.getByRole('button', { name: 'Save changes' }));
    const dialog = await sessionDialog(user.email);
    await u.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expectFormError('Your session has ended. Sign in again.');
    expect(screen.getByLabelText('Address')).toHaveValue('12 St James Square');
    expect(screen.getByLabelText('Name')).toHaveValue('Ada Lovelace');
    expect(await app.service.store.getUser('test-app', { id: user.id })).toMatchObject({
      address: null,
    });
  });

  it('retries once: a second 401 is shown as the usual error, with no second dialog', async () => {
    const app = createHarness();
    const { user, newPassword, endSession } = await signedInThenEnded(app);
    app.renderApp(<ProfileForm />);
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveValue('Ada Lovelace'));
    await endSession();
    const u = setupUser();
    await u.type(screen.getByLabelText('Username'), 'ada');
    await u.click(screen.getByRole('button', { name: 'Save changes' }));
    const dialog = await sessionDialog(user.email);
    // The retry waits at the door while the session ends once more.
    const held = app.network.hold('/users/update');
    await signInAgain(dialog, newPassword);
    await held.reached();
    await endSession(newPassword, 'changed-again-2');
    held.release();

    await expectFormError('Your session has ended. Sign in again.');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(sent(app, 'PUT /users/update/')).toHaveLength(2);
    expect(screen.getByLabelText('Username')).toHaveValue('ada');
  });

  it('Change password: the dialog signs in again and the change is sent', async () => {
    const app = createHarness();
    const { user, newPassword, endSession } = await signedInThenEnded(app);
    const onSuccess = vi.fn();
    app.renderApp(<ChangePasswordForm onSuccess={onSuccess} />);
    await endSession();
    app.clearRequests();
    const u = setupUser();
    await u.type(screen.getByLabelText('Current password'), newPassword);
    await u.type(screen.getByLabelText('New password'), 'a-third-password-3');
    await u.click(screen.getByRole('button', { name: 'Change password' }));
    const dialog = await sessionDialog(user.email);
    expect(screen.getByLabelText('New password')).toHaveValue('a-third-password-3');
    await signInAgain(dialog, newPassword);

    await waitFor(() => expect(onSuccess).toHaveBeenCalledOnce());
    expect(sent(app, 'change-password')).toHaveLength(2);
    await app.client.loginUser({ email: user.email, password: 'a-third-password-3' });
  });

  it('Delete account: the dialog opens over the confirmation, then the account is deleted', async () => {
    const app = createHarness();
    const { user, newPassword, endSession } = await signedInThenEnded(app);
    const onSuccess = vi.fn();
    app.renderApp(<DeleteAccountForm onSuccess={onSuccess} />);
    await endSession();
    const u = setupUser();
    await u.click(screen.getByRole('button', { name: 'Delete account' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete your account?' });
    await u.type(within(confirm).getByLabelText('Type DELETE to confirm'), 'DELETE');
    await u.click(within(confirm).getByRole('button', { name: 'Delete account' }));
    const dialog = await sessionDialog(user.email);
    expect(within(confirm).getByLabelText('Type DELETE to confirm')).toHaveValue('DELETE');
    await signInAgain(dialog, newPassword);

    await waitFor(() => expect(onSuccess).toHaveBeenCalledOnce());
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(await app.service.store.getUser('test-app', { id: user.id })).toBeNull();
  });
});
