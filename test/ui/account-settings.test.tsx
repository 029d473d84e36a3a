import { screen, waitFor, within } from '@testing-library/react';
import { AccountSettings, de } from 'latchkey/ui';
import { describe, expect, it, vi } from 'vitest';
import { createHarness } from '../react/harness';
import { setupUser } from './helpers';

// AccountSettings: the account page's cards in their order, each named by its own heading at
// the right level; `sections` picks and orders them; a session that ends under a card keeps
// what was typed there.

async function accountPage(ui: React.ReactElement) {
  const app = createHarness();
  const { user, password } = await app.createUser({ name: 'Ada Lovelace', phone: '+44 1' });
  await app.signIn({ email: user.email, password });
  app.renderApp(ui);
  await waitFor(() => expect(screen.getByLabelText('Name')).toHaveValue('Ada Lovelace'));
  return { app, user, password };
}

/** The page's headings as `level text`, in document order. */
const outline = () =>
  screen
    .getAllByRole('heading')
    .map((heading) => `${heading.tagName.slice(1)} ${heading.textContent}`);

/** Each card's section (a `data-section` wrapper), in document order. */
const sections = () =>
  [...document.querySelectorAll<HTMLElement>('[data-section]')].map(
    (section) => section.dataset.section,
  );

describe('AccountSettings', () => {
  it('shows Profile, Email, Password and Delete account in its danger zone, in order', async () => {
    await accountPage(<AccountSettings />);
    expect(sections()).toEqual(['profile', 'email', 'password', 'delete']);
    expect(outline()).toEqual([
      '2 Profile',
      '2 Email',
      '2 Password',
      '2 Danger zone',
      '3 Delete account',
    ]);
    // Each card is named by its heading.
    expect(screen.getByRole('form', { name: 'Profile' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Email' })).toBeInTheDocument();
    const password = screen.getByRole('form', { name: 'Password' });
    expect(within(password).getByRole('button', { name: 'Change password' })).toBeInTheDocument();
    const zone = screen.getByRole('region', { name: 'Danger zone' });
    const remove = within(zone).getByRole('region', { name: 'Delete account' });
    expect(within(remove).getByRole('button', { name: 'Delete account' })).toBeInTheDocument();
    // Profile without Email: the Email card has it.
    const profile = screen.getByRole('form', { name: 'Profile' });
    expect(within(profile).queryByLabelText('Email')).toBeNull();
    expect(within(profile).getByLabelText('Avatar URL')).toBeInTheDocument();
  });

  it('`sections` picks and orders the cards; `headingLevel` moves every heading', async () => {
    await accountPage(<AccountSettings sections={['delete', 'profile']} headingLevel={3} />);
    expect(sections()).toEqual(['delete', 'profile']);
    expect(outline()).toEqual(['3 Danger zone', '4 Delete account', '3 Profile']);
    expect(screen.queryByRole('form', { name: 'Password' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Email' })).toBeNull();
  });

  it("`profileFields` chooses the Profile card's fields", async () => {
    const app = createHarness();
    const { user, password } = await app.createUser({ name: 'Ada Lovelace' });
    await app.signIn({ email: user.email, password });
    app.renderApp(<AccountSettings sections={['profile']} profileFields={['avatarUrl', 'name']} />);
    const profile = await screen.findByRole('form', { name: 'Profile' });
    expect(
      within(profile)
        .getAllByRole('textbox')
        .map((input) => (input as HTMLInputElement).labels?.[0]?.textContent),
    ).toEqual(['Avatar URL', 'Name']);
  });

  it('takes its words from the dictionary, the Password card and the danger zone too', async () => {
    const app = createHarness();
    const { user, password } = await app.createUser({ name: 'Ada Lovelace' });
    await app.signIn({ email: user.email, password });
    app.renderApp(<AccountSettings sections={['password', 'delete']} localization={de} />);
    expect(await screen.findByRole('form', { name: de.passwordSettingsTitle })).toHaveAttribute(
      'lang',
      'de',
    );
    expect(screen.getByRole('button', { name: de.changePasswordSubmit })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: de.dangerZoneTitle })).toHaveAttribute('lang', 'de');
  });

  it('keeps what was typed in a card when the session ends, and saves it after signing in', async () => {
    const onProfileSaved = vi.fn();
    const { app, user, password } = await accountPage(
      <AccountSettings onProfileSaved={onProfileSaved} />,
    );
    const u = setupUser();
    await u.type(screen.getByLabelText('Phone'), '2');
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
    await u.type(within(dialog).getByLabelText('Password', { selector: 'input' }), 'changed-1x');
    await u.click(within(dialog).getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(onProfileSaved).toHaveBeenCalledOnce());
    expect(await app.service.store.getUser('test-app', { id: user.id })).toMatchObject({
      phone: '+44 12',
    });
  });
});
