import { act, screen, waitFor, within } from '@testing-library/react';
import { de } from 'latchkey/ui';
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

/** A row of the account page, named by its heading. */
const row = (name: string) => screen.getByRole('region', { name });

/** Ada, signed in with a phone number, on the account page `ui`; once its row `first` is there. */
async function accountPage(app: App, ui: React.ReactElement, first = 'Profile') {
  const { user, password } = await app.createUser({ name: 'Ada Lovelace', phone: '+44 1' });
  await app.signIn({ email: user.email, password });
  const navigate = page(app, ui);
  await screen.findByRole('region', { name: first });
  return { user, password, navigate };
}

// The account page as rows (test/ui/account-settings.test.tsx is the drop-in's own): the user at
// the top, a row per section with its value and one action; an action opens its form in place,
// focus on its first field; Cancel or success closes it, focus back on the action; one row open
// at a time, "Discard changes?" before another opens over typed input.
describe.each(items.AccountSettings)('AccountSettings (%s)', (_twin, AccountSettings) => {
  it('the user at the top, then Profile, Email, Password and Delete account as rows at rest', async () => {
    const app = createHarness();
    const { user } = await accountPage(app, <AccountSettings />);
    expect(document.querySelector('[data-slot="account-header"]')).toHaveTextContent(
      `Ada Lovelace${user.email}`,
    );
    expect(outline()).toEqual(['2 Profile', '2 Email', '2 Password', '2 Delete account']);
    expect(screen.queryByRole('form')).toBeNull();
    const profile = row('Profile');
    expect(profile).toHaveTextContent('Your name and how people can reach you.');
    await waitFor(() => expect(profile).toHaveTextContent('NameAda LovelacePhone+44 1'));
    expect(within(profile).getByRole('button', { name: 'Edit profile' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(within(row('Email')).getByText(user.email)).toBeInTheDocument();
    expect(within(row('Email')).getByRole('button', { name: 'Change email' })).toBeVisible();
    expect(within(row('Password')).getByRole('button', { name: 'Change password' })).toBeVisible();
    expect(row('Delete account')).toHaveTextContent('It cannot be undone.');
    expect(
      within(row('Delete account')).getByRole('button', { name: 'Delete account' }),
    ).toBeVisible();
  });

  it('`sections` picks and orders the rows; `headingLevel` moves every heading', async () => {
    const app = createHarness();
    await accountPage(
      app,
      <AccountSettings sections={['delete', 'profile', 'password']} headingLevel={3} />,
    );
    expect(outline()).toEqual(['3 Delete account', '3 Profile', '3 Password']);
    await setupUser().click(screen.getByRole('button', { name: 'Edit profile' }));
    await screen.findByRole('form');
    expect(outline()).toEqual(['3 Delete account', '3 Profile', '4 Edit profile', '3 Password']);
    expect(screen.queryByLabelText('Email')).toBeNull();
  });

  it('opens a form in place, focus on its first field; Cancel closes it, focus on the action', async () => {
    const app = createHarness();
    await accountPage(app, <AccountSettings />);
    const u = setupUser();
    await u.click(within(row('Profile')).getByRole('button', { name: 'Edit profile' }));
    const form = await within(row('Profile')).findByRole('form', { name: 'Edit profile' });
    // The first field, though it is filled (an edit, not a new entry).
    await waitFor(() => expect(within(form).getByLabelText('Name')).toHaveFocus());
    expect(within(form).queryByLabelText('Email')).toBeNull();
    await u.click(within(form).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('form')).toBeNull();
    await waitFor(() =>
      expect(within(row('Profile')).getByRole('button', { name: 'Edit profile' })).toHaveFocus(),
    );
    expect(sent(app, 'PUT /users/update/')).toEqual([]);
  });

  it('a saved form closes, focus on the action, and the row announces the success', async () => {
    const app = createHarness();
    const onProfileSaved = vi.fn();
    const { user } = await accountPage(app, <AccountSettings onProfileSaved={onProfileSaved} />);
    const u = setupUser();
    await u.click(within(row('Profile')).getByRole('button', { name: 'Edit profile' }));
    const phone = await within(row('Profile')).findByLabelText('Phone');
    await waitFor(() => expect(phone).toHaveValue('+44 1'));
    await u.type(phone, '2');
    await u.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(within(row('Profile')).getByRole('status')).toHaveTextContent(
        'Your changes were saved.',
      ),
    );
    expect(within(row('Profile')).queryByRole('form')).toBeNull();
    expect(onProfileSaved).toHaveBeenCalledOnce();
    await waitFor(() =>
      expect(within(row('Profile')).getByRole('button', { name: 'Edit profile' })).toHaveFocus(),
    );
    expect(row('Profile')).toHaveTextContent('Phone+44 12');
    expect(await app.service.store.getUser('test-app', { id: user.id })).toMatchObject({
      phone: '+44 12',
    });
  });

  it('one row open at a time: another opens at once over no input; over typed input, Keep editing or Discard', async () => {
    const app = createHarness();
    await accountPage(app, <AccountSettings />);
    const u = setupUser();
    await u.click(within(row('Profile')).getByRole('button', { name: 'Edit profile' }));
    await within(row('Profile')).findByRole('form');
    // Nothing typed: Password opens, Profile closes.
    await u.click(within(row('Password')).getByRole('button', { name: 'Change password' }));
    await within(row('Password')).findByRole('form', { name: 'Change password' });
    expect(within(row('Profile')).queryByRole('form')).toBeNull();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await waitFor(() => expect(screen.getByLabelText('Current password')).toHaveFocus());
    await u.keyboard('secret');
    // Typed: Edit profile asks first; Keep editing leaves it all as it was.
    const edit = within(row('Profile')).getByRole('button', { name: 'Edit profile' });
    await u.click(edit);
    const dialog = await screen.findByRole('alertdialog', { name: 'Discard changes?' });
    expect(dialog).toHaveTextContent('What you typed in Password is not saved and will be lost.');
    await u.click(within(dialog).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(screen.getByLabelText('Current password')).toHaveValue('secret');
    expect(within(row('Profile')).queryByRole('form')).toBeNull();
    await waitFor(() => expect(edit).toHaveFocus());
    // Discard: Password closes, its input gone; Profile opens, focus on its first field.
    await u.click(edit);
    await u.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Discard' }),
    );
    await within(row('Profile')).findByRole('form', { name: 'Edit profile' });
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(within(row('Password')).queryByRole('form')).toBeNull();
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveFocus());
    // Reopened, Password is empty again.
    await u.click(within(row('Password')).getByRole('button', { name: 'Change password' }));
    expect(await screen.findByLabelText('Current password')).toHaveValue('');
  });

  it('Email asks too before its change form opens over typed input, and closes as another row opens', async () => {
    const app = createHarness();
    await accountPage(app, <AccountSettings />);
    const u = setupUser();
    await u.click(within(row('Profile')).getByRole('button', { name: 'Edit profile' }));
    await u.type(await within(row('Profile')).findByLabelText('Phone'), '9');
    await u.click(within(row('Email')).getByRole('button', { name: 'Change email' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Discard changes?' });
    expect(dialog).toHaveTextContent('What you typed in Profile is not saved and will be lost.');
    await u.click(within(dialog).getByRole('button', { name: 'Discard' }));
    const change = await within(row('Email')).findByRole('form', { name: 'Change email' });
    expect(within(row('Profile')).queryByRole('form')).toBeNull();
    await waitFor(() => expect(within(change).getByLabelText('New email')).toHaveFocus());
    // Back from Email to Profile, nothing typed: Email's form closes.
    await u.click(within(row('Profile')).getByRole('button', { name: 'Edit profile' }));
    await within(row('Profile')).findByRole('form');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(within(row('Email')).queryByRole('form')).toBeNull();
    expect(within(row('Email')).getByRole('button', { name: 'Change email' })).toBeVisible();
    expect(sent(app, 'PUT /users/update/')).toEqual([]);
  });

  it('takes its words from the dictionary, its language on the page', async () => {
    const app = createHarness();
    await accountPage(
      app,
      <AccountSettings sections={['password', 'delete']} localization={de} />,
      de.passwordSettingsTitle,
    );
    const password = row(de.passwordSettingsTitle);
    expect(password).toHaveTextContent(de.passwordRowDescription);
    expect(password.closest('[data-slot="account-settings"]')).toHaveAttribute('lang', 'de');
    expect(screen.getByRole('button', { name: de.changePasswordTitle })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: de.deleteAccountTitle })).toBeInTheDocument();
  });

  it('asks a visitor who is not signed in to sign in, once', async () => {
    const app = createHarness();
    page(app, <AccountSettings />);
    expect(await screen.findByText('You need to sign in to do this.')).toBeInTheDocument();
    expect(screen.getAllByRole('heading').map((heading) => heading.textContent)).toEqual([
      'Manage account',
    ]);
    expect(screen.getAllByText('You need to sign in to do this.')).toHaveLength(1);
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
