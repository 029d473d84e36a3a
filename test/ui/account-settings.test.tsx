import { screen, waitFor, within } from '@testing-library/react';
import { AccountSettings, de } from 'latchkey/ui';
import { describe, expect, it, vi } from 'vitest';
import { createHarness } from '../react/harness';
import { setupUser } from './helpers';

// AccountSettings: a settings page. The user at the top, then a row per section (title,
// description, value, one action) named by its heading; an action opens its form in place with
// focus on the first field; Cancel or success closes it, focus back on the action; one row
// open at a time, "Discard changes?" before another opens over typed input.

async function accountPage(ui: React.ReactElement) {
  const app = createHarness();
  const { user, password } = await app.createUser({ name: 'Ada Lovelace', phone: '+44 1' });
  await app.signIn({ email: user.email, password });
  app.renderApp(ui);
  await screen.findByRole('region', { name: 'Profile' });
  return { app, user, password };
}

/** The page's headings as `level text`, in document order. */
const outline = () =>
  screen
    .getAllByRole('heading')
    .map((heading) => `${heading.tagName.slice(1)} ${heading.textContent}`);

const row = (name: string) => screen.getByRole('region', { name });

describe('AccountSettings', () => {
  it('shows the user, then Profile, Email, Password and Delete account as rows at rest', async () => {
    const { user } = await accountPage(<AccountSettings />);
    const header = document.querySelector<HTMLElement>('[data-slot="account-header"]');
    expect(header).toHaveTextContent(`Ada Lovelace${user.email}`);
    expect(outline()).toEqual(['2 Profile', '2 Email', '2 Password', '2 Delete account']);
    // No form is open: each row has its value and one action.
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

  it('opens a form in place, focus on its first field; Cancel closes it, focus on the action', async () => {
    await accountPage(<AccountSettings />);
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
  });

  it('a saved form closes, focus on the action, and the row announces the success', async () => {
    const onProfileSaved = vi.fn();
    const { app, user } = await accountPage(<AccountSettings onProfileSaved={onProfileSaved} />);
    const u = setupUser();
    await u.click(within(row('Profile')).getByRole('button', { name: 'Edit profile' }));
    const phone = await within(row('Profile')).findByLabelText('Phone');
    await u.type(phone, '2');
    await u.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(within(row('Profile')).getByRole('status')).toHaveTextContent(
        'Your changes were saved.',
      ),
    );
    expect(onProfileSaved).toHaveBeenCalledOnce();
    expect(within(row('Profile')).getByRole('button', { name: 'Edit profile' })).toHaveFocus();
    expect(await app.service.store.getUser('test-app', { id: user.id })).toMatchObject({
      phone: '+44 12',
    });
  });

  it('one row open at a time: another opens at once over no input, asks over typed input', async () => {
    await accountPage(<AccountSettings />);
    const u = setupUser();
    await u.click(within(row('Profile')).getByRole('button', { name: 'Edit profile' }));
    await within(row('Profile')).findByRole('form');
    // Nothing typed: Password opens, Profile closes.
    await u.click(within(row('Password')).getByRole('button', { name: 'Change password' }));
    await within(row('Password')).findByRole('form', { name: 'Change password' });
    expect(within(row('Profile')).queryByRole('form')).toBeNull();
    await waitFor(() => expect(screen.getByLabelText('Current password')).toHaveFocus());
    await u.keyboard('secret');
    // Typed: Edit profile asks first; Keep editing leaves it all as it was.
    await u.click(within(row('Profile')).getByRole('button', { name: 'Edit profile' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Discard changes?' });
    expect(dialog).toHaveTextContent('What you typed in Password is not saved and will be lost.');
    await u.click(within(dialog).getByRole('button', { name: 'Keep editing' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByLabelText('Current password')).toHaveValue('secret');
    expect(within(row('Profile')).queryByRole('form')).toBeNull();
    // Discard: Password closes, its input gone; Profile opens.
    await u.click(within(row('Profile')).getByRole('button', { name: 'Edit profile' }));
    await u.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Discard' }),
    );
    await within(row('Profile')).findByRole('form', { name: 'Edit profile' });
    expect(within(row('Password')).queryByRole('form')).toBeNull();
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveFocus());
  });

  it('Email asks too before its change form opens over typed input, and closes another row', async () => {
    await accountPage(<AccountSettings />);
    const u = setupUser();
    await u.click(within(row('Profile')).getByRole('button', { name: 'Edit profile' }));
    await u.type(await within(row('Profile')).findByLabelText('Phone'), '9');
    await u.click(within(row('Email')).getByRole('button', { name: 'Change email' }));
    await u.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Discard' }),
    );
    await within(row('Email')).findByRole('form', { name: 'Change email' });
    expect(within(row('Profile')).queryByRole('form')).toBeNull();
    // Back from Email to Profile, nothing typed: Email's form closes.
    await u.click(within(row('Profile')).getByRole('button', { name: 'Edit profile' }));
    await within(row('Profile')).findByRole('form');
    expect(within(row('Email')).queryByRole('form')).toBeNull();
    expect(within(row('Email')).getByRole('button', { name: 'Change email' })).toBeVisible();
  });

  it('`sections` picks and orders the rows; `headingLevel` moves every heading', async () => {
    await accountPage(<AccountSettings sections={['delete', 'profile']} headingLevel={3} />);
    expect(outline()).toEqual(['3 Delete account', '3 Profile']);
    await setupUser().click(screen.getByRole('button', { name: 'Edit profile' }));
    await screen.findByRole('form');
    expect(outline()).toEqual(['3 Delete account', '3 Profile', '4 Edit profile']);
  });

  it("`profileFields` chooses Profile's fields", async () => {
    await accountPage(
      <AccountSettings sections={['profile']} profileFields={['avatarUrl', 'name']} />,
    );
    await setupUser().click(screen.getByRole('button', { name: 'Edit profile' }));
    const profile = await screen.findByRole('form', { name: 'Edit profile' });
    expect(
      within(profile)
        .getAllByRole('textbox')
        .map((input) => (input as HTMLInputElement).labels?.[0]?.textContent),
    ).toEqual(['Avatar URL', 'Name']);
  });

  it('takes its words from the dictionary', async () => {
    const app = createHarness();
    const { user, password } = await app.createUser({ name: 'Ada Lovelace' });
    await app.signIn({ email: user.email, password });
    app.renderApp(<AccountSettings sections={['password', 'delete']} localization={de} />);
    expect(await screen.findByRole('region', { name: de.passwordSettingsTitle })).toHaveTextContent(
      de.passwordRowDescription,
    );
    expect(document.querySelector('.lk-account-settings')).toHaveAttribute('lang', 'de');
    expect(screen.getByRole('button', { name: de.changePasswordTitle })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: de.deleteAccountTitle })).toBeInTheDocument();
  });

  it('asks a visitor who is not signed in to sign in, once', async () => {
    const app = createHarness();
    app.renderApp(<AccountSettings />);
    expect(await screen.findByText('You need to sign in to do this.')).toBeInTheDocument();
    expect(screen.getAllByRole('heading').map((heading) => heading.textContent)).toEqual([
      'Manage account',
    ]);
  });

  it('keeps what was typed in a row when the session ends, and saves it after signing in', async () => {
    const onProfileSaved = vi.fn();
    const { app, user, password } = await accountPage(
      <AccountSettings onProfileSaved={onProfileSaved} />,
    );
    const u = setupUser();
    await u.click(screen.getByRole('button', { name: 'Edit profile' }));
    await u.type(await screen.findByLabelText('Phone'), '2');
    // Another browser changes the password: every session of the account ends.
    const other = app.createClient();
    await other.loginUser({ email: user.email, password });
    await other.changePassword({
      userId: user.id,
      currentPassword: password,
      newPassword: 'changed-1x',
    });
    await u.click(screen.getByRole('button', { name: 'Save changes' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Your session has ended. Sign in to continue.',
    });
    expect(screen.getByLabelText('Phone')).toHaveValue('+44 12');
    // The whole page keeps the account: Email's address too (behind the modal dialog).
    const email = screen.getByRole('region', { name: 'Email', hidden: true });
    expect(within(email).getByText(user.email)).toBeInTheDocument();
    await u.type(within(dialog).getByLabelText('Password', { selector: 'input' }), 'changed-1x');
    await u.click(within(dialog).getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(onProfileSaved).toHaveBeenCalledOnce());
    expect(await app.service.store.getUser('test-app', { id: user.id })).toMatchObject({
      phone: '+44 12',
    });
  });
});
