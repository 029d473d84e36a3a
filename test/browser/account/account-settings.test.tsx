import { screen, waitFor, within } from '@testing-library/react';
import { AccountSettings } from 'latchkey/ui';
import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { showSettingsPage } from './settings-page';

// The account page in real Chromium against the reference service: a row's action opens its
// form in place with focus on the first field; a save closes it, focus back on the action and
// the success announced beside the row; "Discard changes?" hands focus back as Radix's dialog
// closes; Delete account deletes, with the password asked for when the session is older than
// the service allows; the avatar preview follows Avatar URL.

const image = new URL('/test/browser/account/avatar.svg', location.origin).href;

const row = (name: string) => screen.getByRole('region', { name });

describe('AccountSettings in Chromium', () => {
  it('Edit profile: the form in place, a preview of the avatar as its URL is typed, saved', async () => {
    const onProfileSaved = vi.fn();
    const page = await showSettingsPage(<AccountSettings onProfileSaved={onProfileSaved} />);
    const action = within(row('Profile')).getByRole('button', { name: 'Edit profile' });
    await userEvent.click(action);
    const profile = await within(row('Profile')).findByRole('form', { name: 'Edit profile' });
    await waitFor(() => expect(within(profile).getByLabelText('Name')).toHaveFocus());
    const preview = profile.querySelector('.lk-avatar-preview') as HTMLElement;
    expect(preview.querySelector('img')).toBeNull();
    const url = within(profile).getByLabelText('Avatar URL');
    // A loopback http: address loads; the picture replaces the initials.
    await userEvent.fill(url, image);
    await waitFor(() => expect(preview.querySelector('img')).toHaveAttribute('src', image));
    // Another host over http: is never requested: the initials again.
    await userEvent.fill(url, 'http://example.com/ada.png');
    await waitFor(() => expect(preview.querySelector('img')).toBeNull());
    expect(preview.querySelector('[data-initials="AL"]')).not.toBeNull();

    await userEvent.fill(url, image);
    await userEvent.fill(within(profile).getByLabelText('Phone'), '+44 2');
    await userEvent.click(within(profile).getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(within(row('Profile')).getByRole('status')).toHaveTextContent(
        'Your changes were saved.',
      ),
    );
    expect(within(row('Profile')).queryByRole('form')).toBeNull();
    await waitFor(() =>
      expect(within(row('Profile')).getByRole('button', { name: 'Edit profile' })).toHaveFocus(),
    );
    expect(row('Profile')).toHaveTextContent('Phone+44 2');
    expect(onProfileSaved).toHaveBeenCalledOnce();
    expect(await page.auth.service.store.getUser('test-app', { id: page.user.id })).toMatchObject({
      phone: '+44 2',
      avatarUrl: image,
      email: 'ada@example.com',
    });
  });

  it('Change password: changed, the row closes and says so, still signed in', async () => {
    const onPasswordChanged = vi.fn();
    const page = await showSettingsPage(<AccountSettings onPasswordChanged={onPasswordChanged} />);
    await userEvent.click(within(row('Password')).getByRole('button', { name: 'Change password' }));
    const form = await within(row('Password')).findByRole('form', { name: 'Change password' });
    const current = within(form).getByLabelText('Current password', { selector: 'input' });
    await waitFor(() => expect(current).toHaveFocus());
    await userEvent.fill(current, page.password);
    await userEvent.fill(
      within(form).getByLabelText('New password', { selector: 'input' }),
      'a-new-passphrase-42',
    );
    await userEvent.click(within(form).getByRole('button', { name: 'Change password' }));
    await waitFor(() =>
      expect(within(row('Password')).getByRole('status')).toHaveTextContent(
        /Your password was changed/,
      ),
    );
    expect(within(row('Password')).queryByRole('form')).toBeNull();
    await waitFor(() =>
      expect(
        within(row('Password')).getByRole('button', { name: 'Change password' }),
      ).toHaveFocus(),
    );
    expect(onPasswordChanged).toHaveBeenCalledOnce();
    expect(page.auth.client.getSession().status).toBe('authenticated');
    const client = page.auth.createClient();
    await expect(
      client.loginUser({ email: page.user.email, password: 'a-new-passphrase-42' }),
    ).resolves.toBeTruthy();
  });

  it('Discard changes?: Escape keeps editing, focus back on the button pressed; Discard opens the other row', async () => {
    await showSettingsPage(<AccountSettings />);
    await userEvent.click(within(row('Password')).getByRole('button', { name: 'Change password' }));
    const current = await within(row('Password')).findByLabelText('Current password', {
      selector: 'input',
    });
    await waitFor(() => expect(current).toHaveFocus());
    await userEvent.keyboard('secret');
    const edit = within(row('Profile')).getByRole('button', { name: 'Edit profile' });
    await userEvent.click(edit);
    const dialog = await screen.findByRole('alertdialog', { name: 'Discard changes?' });
    expect(dialog).toHaveAccessibleDescription(
      'What you typed in Password is not saved and will be lost.',
    );
    // Radix's alert dialog: focus on its least destructive button, Keep editing.
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Keep editing' })).toHaveFocus(),
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(edit).toHaveFocus());
    expect(current).toHaveValue('secret');

    await userEvent.click(edit);
    const again = await screen.findByRole('alertdialog', { name: 'Discard changes?' });
    await userEvent.click(within(again).getByRole('button', { name: 'Discard' }));
    const profile = await within(row('Profile')).findByRole('form', { name: 'Edit profile' });
    await waitFor(() => expect(within(profile).getByLabelText('Name')).toHaveFocus());
    expect(within(row('Password')).queryByRole('form')).toBeNull();
  });

  it('deletes the account, asking for the password once the session is too old', async () => {
    const onAccountDeleted = vi.fn();
    const page = await showSettingsPage(<AccountSettings onAccountDeleted={onAccountDeleted} />);
    // Past the service's 10 minutes: a session alone no longer deletes.
    page.clock.advance(11 * 60 * 1000);
    await userEvent.click(
      within(row('Delete account')).getByRole('button', { name: 'Delete account' }),
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete your account?' });
    await userEvent.fill(within(dialog).getByLabelText('Type DELETE to confirm'), 'DELETE');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete account' }));
    const field = await within(dialog).findByLabelText('Password', { selector: 'input' });
    await waitFor(() => expect(field).toHaveFocus());
    expect(await page.auth.service.store.getUser('test-app', { id: page.user.id })).toBeTruthy();
    await userEvent.fill(field, page.password);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete account' }));
    await waitFor(() => expect(onAccountDeleted).toHaveBeenCalledOnce());
    expect(await page.auth.service.store.getUser('test-app', { id: page.user.id })).toBeNull();
    // Signed out, reason account-deleted: the page says so, and nothing asks to sign in.
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('Your account was deleted.');
    await waitFor(() => expect(status).toHaveFocus());
    expect(screen.queryByText('You need to sign in to do this.')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Profile' })).toBeNull();
  });
});
