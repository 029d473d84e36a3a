import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createHarness } from '../react/harness';
import { endSessionElsewhere } from '../support/end-session-elsewhere';
import { expectFieldError, sent, setupUser } from '../ui/helpers';
import { type App, items, page } from './twins';

// The signed-in forms, drop-in and registry, through the same scenarios: what a deliberate
// sign-out leaves on the page, what an ended session keeps, the requests sent.

afterEach(() => window.history.replaceState(null, '', '/'));

async function signedIn(app: App) {
  const { user, password } = await app.createUser({ name: 'Ada Lovelace' });
  await app.signIn({ email: user.email, password });
  return { user, password };
}

async function deleteAccount() {
  const u = setupUser();
  await u.click(await screen.findByRole('button', { name: 'Delete account' }));
  const dialog = await screen.findByRole('alertdialog');
  await u.type(within(dialog).getByLabelText('Type DELETE to confirm'), 'DELETE');
  await u.click(within(dialog).getByRole('button', { name: 'Delete account' }));
}

async function changePassword(current: string) {
  const u = setupUser();
  await u.type(await screen.findByLabelText('Current password'), current);
  await u.type(screen.getByLabelText('New password', { selector: 'input' }), 'a new passphrase');
  await u.click(screen.getByRole('button', { name: 'Change password' }));
}

/** "Your account was deleted.": a status with focus, and nothing to type or press. */
async function expectDeletedOnly() {
  const status = await screen.findByText('Your account was deleted.');
  expect(status).toHaveAttribute('role', 'status');
  await waitFor(() => expect(status).toHaveFocus());
  expect(screen.queryAllByRole('textbox')).toEqual([]);
  expect(screen.queryAllByRole('button')).toEqual([]);
  expect(screen.queryByText('You need to sign in to do this.')).toBeNull();
}

describe.each(items.DeleteAccountForm)('DeleteAccountForm (%s)', (_twin, DeleteAccountForm) => {
  it('Cancel sends nothing and gives focus back to the button', async () => {
    const app = createHarness();
    await signedIn(app);
    page(app, <DeleteAccountForm />);
    const u = setupUser();
    const button = await screen.findByRole('button', { name: 'Delete account' });
    await u.click(button);
    await u.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel' }),
    );
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Delete account' })).toHaveFocus(),
    );
    expect(sent(app, 'DELETE')).toEqual([]);
  });

  it('deleted, with redirectTo: the page goes there once', async () => {
    const app = createHarness();
    await signedIn(app);
    const navigate = page(app, <DeleteAccountForm redirectTo="/goodbye" />);
    await deleteAccount();
    await waitFor(() => expect(navigate).toHaveBeenCalled());
    await app.settled();
    expect(navigate.mock.calls).toEqual([['/goodbye']]);
    expect(app.client.getSession()).toMatchObject({ reason: 'account-deleted' });
  });

  it('deleted, without redirectTo: "Your account was deleted." and nothing else', async () => {
    const app = createHarness();
    await signedIn(app);
    const navigate = page(app, <DeleteAccountForm />);
    await deleteAccount();
    await expectDeletedOnly();
    await app.settled();
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe.each(items.ChangePasswordForm)('ChangePasswordForm (%s)', (_twin, ChangePasswordForm) => {
  it('says other devices will be signed out; changed, it says so and stays signed in', async () => {
    const app = createHarness();
    const { password } = await signedIn(app);
    const navigate = page(app, <ChangePasswordForm />);
    expect(
      await screen.findByText('Changing it signs you out on your other devices.'),
    ).toBeVisible();
    await changePassword(password);
    expect(
      await screen.findByText(
        'Your password was changed. You were signed out on your other devices.',
      ),
    ).toBeVisible();
    await app.settled();
    expect(navigate).not.toHaveBeenCalled();
    expect(app.client.getSession().status).toBe('authenticated');
  });

  it('changed but signed out here: says so and offers the sign-in, email filled in', async () => {
    const app = createHarness();
    const { user, password } = await signedIn(app);
    page(app, <ChangePasswordForm />);
    const login = app.network.hold('/users/login');
    const submit = changePassword(password);
    await login.reached();
    app.network.setOffline(true);
    login.release();
    await submit;
    expect(
      await screen.findByText('Your password was changed. Sign in again with your new password.'),
    ).toBeVisible();
    expect(screen.queryByLabelText('Current password')).toBeNull();
    const signIn = screen.getByRole('form', { name: 'Sign in' });
    expect(within(signIn).getByLabelText('Email')).toHaveValue(user.email);
    app.network.setOffline(false);
    const u = setupUser();
    await u.type(
      within(signIn).getByLabelText('Password', { selector: 'input' }),
      'a new passphrase',
    );
    await u.click(within(signIn).getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(app.client.getSession().status).toBe('authenticated'));
  });
});

describe.each(items.ProfileForm)('ProfileForm (%s)', (_twin, ProfileForm) => {
  it('an emptied name on its field, focused; saved: one update and the status', async () => {
    const app = createHarness();
    await signedIn(app);
    page(app, <ProfileForm />);
    const name = await screen.findByLabelText('Name');
    await waitFor(() => expect(name).toHaveValue('Ada Lovelace'));
    const u = setupUser();
    await u.clear(name);
    await u.click(screen.getByRole('button', { name: 'Save changes' }));
    await expectFieldError(name, 'Enter your name.');
    await waitFor(() => expect(name).toHaveFocus());
    app.clearRequests();
    await u.type(name, 'Ada King');
    await u.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(screen.getByText('Your changes were saved.')).toHaveAttribute('role', 'status'),
    );
    expect(sent(app, 'PUT /users/update/')).toHaveLength(1);
  });

  it("ended under typed input: the dialog signs in, the save is sent again, and no page's returnTo is followed", async () => {
    const app = createHarness();
    window.history.replaceState(null, '', '/account?returnTo=%2Fdashboard');
    const { user, password } = await signedIn(app);
    const onSuccess = vi.fn();
    const navigate = page(app, <ProfileForm onSuccess={onSuccess} />);
    const u = setupUser();
    const name = await screen.findByLabelText('Name');
    await waitFor(() => expect(name).toHaveValue('Ada Lovelace'));
    await u.clear(name);
    await u.type(name, 'Ada King');
    await endSessionElsewhere(app, user, password, 'x-elsewhere-9');
    await act(() => app.client.checkUserSession());
    await u.click(screen.getByRole('button', { name: 'Save changes' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByLabelText('Email')).toHaveValue(user.email);
    // The password was changed there: the new one signs in.
    await u.type(within(dialog).getByLabelText('Password', { selector: 'input' }), 'x-elsewhere-9');
    await u.click(within(dialog).getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(onSuccess).toHaveBeenCalledOnce());
    expect(onSuccess.mock.calls[0]?.[0]).toMatchObject({ name: 'Ada King' });
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await app.settled();
    expect(navigate).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Name')).toHaveValue('Ada King');
  });
});

/** The page's headings as `level text`, in document order. */
const outline = () =>
  screen
    .getAllByRole('heading')
    .map((heading) => `${heading.tagName.slice(1)} ${heading.textContent}`);

describe.each(items.AccountSettings)('AccountSettings (%s)', (_twin, AccountSettings) => {
  it('its sections in order, headed at headingLevel, Delete account in a danger zone', async () => {
    const app = createHarness();
    await signedIn(app);
    page(app, <AccountSettings sections={['delete', 'profile', 'password']} headingLevel={3} />);
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveValue('Ada Lovelace'));
    expect(outline()).toEqual(['3 Danger zone', '4 Delete account', '3 Profile', '3 Password']);
    expect(screen.queryByLabelText('Email')).toBeNull();
  });

  it('deleted here, without onAccountDeleted: "Your account was deleted." and nothing else', async () => {
    const app = createHarness();
    await signedIn(app);
    const navigate = page(app, <AccountSettings />);
    await deleteAccount();
    await expectDeletedOnly();
    await app.settled();
    expect(navigate).not.toHaveBeenCalled();
  });
});
