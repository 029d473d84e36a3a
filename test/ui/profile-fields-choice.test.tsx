import { screen, waitFor } from '@testing-library/react';
import { ProfileForm } from 'latchkey/ui';
import type { ComponentProps } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createHarness } from '../react/harness';
import { expectFieldError, sent, setupUser } from './helpers';

// ProfileForm's `fields`: which profile fields it shows and in what order; the rules, the
// defaults and what is sent follow that list, so a field left out is never checked, sent or
// cleared. And the avatar preview above Avatar URL.

/** Ada with a phone and a stored avatar the form's own rule refuses (not a web address). */
async function profileWith(props: ComponentProps<typeof ProfileForm>) {
  const app = createHarness();
  const { user, password } = await app.createUser({
    name: 'Ada Lovelace',
    phone: '+44 1',
    avatarUrl: 'ada.png',
  });
  await app.signIn({ email: user.email, password });
  app.renderApp(<ProfileForm {...props} />);
  await waitFor(() => expect(screen.getAllByRole('textbox').length).toBeGreaterThan(0));
  app.clearRequests();
  return { app, user };
}

const labels = () =>
  screen
    .getAllByRole('textbox')
    .map((input) => (input as HTMLInputElement).labels?.[0]?.textContent ?? '');

const stored = (app: ReturnType<typeof createHarness>, id: string) =>
  app.service.store.getUser('test-app', { id });

describe('ProfileForm fields', () => {
  it('shows the fields given, in their order, and no others', async () => {
    await profileWith({ fields: ['avatarUrl', 'phone', 'name'] });
    expect(labels()).toEqual(['Avatar URL', 'Phone', 'Name']);
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveValue('Ada Lovelace'));
    expect(screen.getByLabelText('Phone')).toHaveValue('+44 1');
    expect(screen.queryByLabelText('Email')).toBeNull();
    expect(screen.queryByLabelText('Username')).toBeNull();
  });

  it('keeps the default set and order without `fields`', async () => {
    await profileWith({});
    expect(labels()).toEqual(['Name', 'Username', 'Email', 'Phone', 'Address', 'Avatar URL']);
  });

  it('sends only a shown field that changed: hidden ones are neither sent nor cleared', async () => {
    const onSuccess = vi.fn();
    const { app, user } = await profileWith({ fields: ['name'], onSuccess });
    const updates = vi.spyOn(app.service.store, 'updateUser');
    const u = setupUser();
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveValue('Ada Lovelace'));
    await u.clear(screen.getByLabelText('Name'));
    await u.type(screen.getByLabelText('Name'), 'Ada King');
    await u.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(onSuccess).toHaveBeenCalledOnce());
    expect(updates.mock.calls[0]?.[2]).toEqual({ name: 'Ada King', updatedAt: expect.any(Number) });
    expect(await stored(app, user.id)).toMatchObject({
      name: 'Ada King',
      phone: '+44 1',
      avatarUrl: 'ada.png',
    });
  });

  it("checks only the shown fields' rules", async () => {
    // Shown, the stored avatar fails the form's rule and nothing is sent.
    const all = await profileWith({});
    const u = setupUser();
    await waitFor(() => expect(screen.getByLabelText('Avatar URL')).toHaveValue('ada.png'));
    await u.type(screen.getByLabelText('Phone'), '2');
    await u.click(screen.getByRole('button', { name: 'Save changes' }));
    await expectFieldError(screen.getByLabelText('Avatar URL'), 'Enter a full web address');
    expect(sent(all.app, 'update')).toEqual([]);
  });

  it('saves with a hidden field whose stored value the form would refuse', async () => {
    const onSuccess = vi.fn();
    const { app, user } = await profileWith({ fields: ['phone', 'name'], onSuccess });
    const u = setupUser();
    await waitFor(() => expect(screen.getByLabelText('Phone')).toHaveValue('+44 1'));
    await u.type(screen.getByLabelText('Phone'), '2');
    // An emptied required field still says so: the shown fields keep their rules.
    await u.clear(screen.getByLabelText('Name'));
    await u.click(screen.getByRole('button', { name: 'Save changes' }));
    await expectFieldError(screen.getByLabelText('Name'), 'Enter your name.');
    await u.type(screen.getByLabelText('Name'), 'Ada');
    await u.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(onSuccess).toHaveBeenCalledOnce());
    expect(sent(app, 'update')).toHaveLength(1);
    expect(await stored(app, user.id)).toMatchObject({ phone: '+44 12', avatarUrl: 'ada.png' });
  });

  it('without Email never asks for the current password', async () => {
    const { app, user } = await profileWith({ fields: ['name', 'phone'] });
    const u = setupUser();
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveValue('Ada Lovelace'));
    await u.type(screen.getByLabelText('Phone'), '3');
    expect(screen.queryByLabelText('Current password')).toBeNull();
    await u.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(async () =>
      expect(await stored(app, user.id)).toMatchObject({ phone: '+44 13' }),
    );
  });

  it('previews the avatar above Avatar URL, with the initials of the name as typed', async () => {
    await profileWith({ fields: ['name', 'avatarUrl'] });
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveValue('Ada Lovelace'));
    const preview = () => document.querySelector('.lk-avatar-preview') as HTMLElement;
    expect(preview()).toHaveAttribute('aria-hidden', 'true');
    // Just before the field: its label names what the picture shows.
    const field = screen.getByLabelText('Avatar URL').closest('.lk-field');
    expect(preview().nextElementSibling).toBe(field);
    const initials = () =>
      preview().querySelector('[data-initials]')?.getAttribute('data-initials');
    expect(initials()).toBe('AL');
    const u = setupUser();
    await u.clear(screen.getByLabelText('Name'));
    await u.type(screen.getByLabelText('Name'), 'Grace Hopper');
    expect(initials()).toBe('GH');
  });

  it('has no preview without Avatar URL', async () => {
    await profileWith({ fields: ['name'] });
    expect(document.querySelector('.lk-avatar-preview')).toBeNull();
  });
});
