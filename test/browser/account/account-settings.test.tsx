import { screen, waitFor, within } from '@testing-library/react';
import { AccountSettings } from 'latchkey/ui';
import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { showSettingsPage } from './settings-page';

// The account page in real Chromium against the reference service: each card does its work
// (save the profile, change the password, delete the account with the password asked for when
// the session is older than the service allows), and the avatar preview follows Avatar URL.

const image = new URL('/test/browser/account/avatar.svg', location.origin).href;

describe('AccountSettings in Chromium', () => {
  it('saves the profile, with a preview of the avatar as its URL is typed', async () => {
    const onProfileSaved = vi.fn();
    const page = await showSettingsPage(<AccountSettings onProfileSaved={onProfileSaved} />);
    const profile = screen.getByRole('form', { name: 'Profile' });
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
    await within(profile).findByText('Your changes were saved.');
    expect(onProfileSaved).toHaveBeenCalledOnce();
    expect(await page.auth.service.store.getUser('test-app', { id: page.user.id })).toMatchObject({
      phone: '+44 2',
      avatarUrl: image,
      email: 'ada@example.com',
    });
  });

  it('changes the password in the Password card', async () => {
    const onPasswordChanged = vi.fn();
    const page = await showSettingsPage(<AccountSettings onPasswordChanged={onPasswordChanged} />);
    const card = screen.getByRole('form', { name: 'Password' });
    await userEvent.fill(
      within(card).getByLabelText('Current password', { selector: 'input' }),
      page.password,
    );
    await userEvent.fill(
      within(card).getByLabelText('New password', { selector: 'input' }),
      'a-new-passphrase-42',
    );
    await userEvent.click(within(card).getByRole('button', { name: 'Change password' }));
    await within(card).findByText(/Your password was changed/);
    expect(onPasswordChanged).toHaveBeenCalledOnce();
    const client = page.auth.createClient();
    await expect(
      client.loginUser({ email: page.user.email, password: 'a-new-passphrase-42' }),
    ).resolves.toBeTruthy();
  });

  it('deletes the account, asking for the password once the session is too old', async () => {
    const onAccountDeleted = vi.fn();
    const page = await showSettingsPage(<AccountSettings onAccountDeleted={onAccountDeleted} />);
    // Past the service's 10 minutes: a session alone no longer deletes.
    page.clock.advance(11 * 60 * 1000);
    const zone = screen.getByRole('region', { name: 'Danger zone' });
    await userEvent.click(within(zone).getByRole('button', { name: 'Delete account' }));
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
    expect(screen.queryByRole('region', { name: 'Danger zone' })).toBeNull();
  });
});
