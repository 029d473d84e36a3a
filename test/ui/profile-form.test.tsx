import { screen, waitFor } from '@testing-library/react';
import { ProfileForm } from 'latchkey/ui';
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

const submitName = 'Save changes';

/** A signed-in user with a phone and an address, and the profile form loaded. */
async function loadedProfile(props: Parameters<typeof ProfileForm>[0] = {}) {
  const app = createHarness();
  const { user, password } = await app.createUser({
    name: 'Ada Lovelace',
    phone: '+44 1',
    address: '12 St James Square',
  });
  await app.signIn({ email: user.email, password });
  app.renderApp(<ProfileForm {...props} />);
  await waitFor(() => expect(screen.getByLabelText('Name')).toHaveValue('Ada Lovelace'));
  app.clearRequests();
  return { app, user, password };
}

const stored = (app: ReturnType<typeof createHarness>, id: string) =>
  app.service.store.getUser('test-app', { id });

describe('ProfileForm', () => {
  it('loads the profile with autocomplete on every field', async () => {
    const { user } = await loadedProfile();
    expect(screen.getByLabelText('Email')).toHaveValue(user.email);
    expect(screen.getByLabelText('Phone')).toHaveValue('+44 1');
    expect(screen.getByLabelText('Username')).toHaveValue('');
    expect(autocompleteOf('Name')).toBe('name');
    expect(autocompleteOf('Username')).toBe('username');
    expect(autocompleteOf('Email')).toBe('email');
    expect(autocompleteOf('Phone')).toBe('tel');
    expect(autocompleteOf('Address')).toBe('street-address');
    expect(autocompleteOf('Avatar URL')).toBe('url');
  });

  it('sends only the changed fields and calls onSuccess with the updated user', async () => {
    const onSuccess = vi.fn();
    const { app, user } = await loadedProfile({ onSuccess });
    // Changed elsewhere after the form loaded: a form sending every field would undo it.
    await app.service.store.updateUser('test-app', user.id, { phone: '+44 2' });
    const updates = vi.spyOn(app.service.store, 'updateUser');
    const u = setupUser();
    await u.clear(screen.getByLabelText('Name'));
    await u.type(screen.getByLabelText('Name'), 'Ada King');
    await u.click(screen.getByRole('button', { name: submitName }));
    await waitFor(() => expect(onSuccess).toHaveBeenCalledOnce());
    expect(onSuccess.mock.calls[0]?.[0]).toMatchObject({ id: user.id, name: 'Ada King' });
    expect(sent(app, 'PUT /users/update/')).toHaveLength(1);
    expect(await stored(app, user.id)).toMatchObject({
      name: 'Ada King',
      phone: '+44 2',
      address: '12 St James Square',
    });
    expect(updates.mock.calls[0]?.[2]).toEqual({ name: 'Ada King', updatedAt: expect.any(Number) });
    expect(screen.getByRole('status')).toHaveTextContent('Your changes were saved.');

    // A second save sends only what changed since the first.
    await u.type(screen.getByLabelText('Username'), 'ada');
    await u.click(screen.getByRole('button', { name: submitName }));
    await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(2));
    expect(updates.mock.calls[1]?.[2]).toEqual({ username: 'ada', updatedAt: expect.any(Number) });
  });

  it('clears an emptied optional field', async () => {
    const { app, user } = await loadedProfile();
    const u = setupUser();
    await u.clear(screen.getByLabelText('Address'));
    await u.click(screen.getByRole('button', { name: submitName }));
    await waitFor(async () => expect(await stored(app, user.id)).toMatchObject({ address: null }));
    expect(await stored(app, user.id)).toMatchObject({ name: 'Ada Lovelace', phone: '+44 1' });
    expect(screen.getByLabelText('Address')).toHaveValue('');
  });

  it('shows client errors on their fields, focuses the first, sends nothing', async () => {
    const { app } = await loadedProfile();
    const u = setupUser();
    await u.clear(screen.getByLabelText('Name'));
    await u.clear(screen.getByLabelText('Email'));
    await u.type(screen.getByLabelText('Email'), 'ada-at-example');
    await u.type(screen.getByLabelText('Avatar URL'), 'ada.png');
    await u.click(screen.getByRole('button', { name: submitName }));
    const name = screen.getByLabelText('Name');
    await expectFieldError(name, 'Enter your name.');
    await expectSummaryFocused();
    await expectFieldError(screen.getByLabelText('Email'), 'Enter a valid email address');
    await expectFieldError(screen.getByLabelText('Avatar URL'), 'Enter a full web address');
    expect(screen.getByLabelText('Email')).toHaveValue('ada-at-example');
    expect(sent(app, 'update')).toEqual([]);
  });

  it("checks the service's length rule itself, and shows a rule it lacks as the service sent it", async () => {
    const { app } = await loadedProfile();
    const u = setupUser();
    const username = screen.getByLabelText('Username');
    await u.click(username);
    await u.paste('u'.repeat(65));
    await u.click(screen.getByRole('button', { name: submitName }));
    // The shared rule's limit (field-rules.ts): nothing is sent.
    await expectFieldError(username, 'Use at most 64 characters.');
    expect(username).toHaveFocus();
    expect(sent(app, 'update')).toEqual([]);
    // A zero-width space: the service refuses it (invisible_characters); the forms have no
    // words for that code on a username, so the service's own message shows.
    await u.clear(username);
    await u.paste('ann\u200bx');
    await u.click(screen.getByRole('button', { name: submitName }));
    await expectFieldError(username, 'No control or invisible characters');
    expect(username).toHaveFocus();
    expect(sent(app, 'update')).toHaveLength(1);
  });

  it('shows a taken email or username on its field', async () => {
    const { app, password } = await loadedProfile();
    const { user: other } = await app.createUser({ username: 'countess' });
    const u = setupUser();
    await u.clear(screen.getByLabelText('Email'));
    await u.type(screen.getByLabelText('Email'), other.email);
    await u.type(screen.getByLabelText('Current password'), password);
    await u.click(screen.getByRole('button', { name: submitName }));
    await expectFieldError(
      screen.getByLabelText('Email'),
      'Another account uses this email. Enter a different one.',
    );
    expect(screen.getByLabelText('Email')).not.toHaveAccessibleDescription(
      expect.stringContaining('Sign in instead'),
    );
    expect(screen.getByLabelText('Email')).toHaveFocus();
    await u.clear(screen.getByLabelText('Email'));
    await u.type(screen.getByLabelText('Username'), 'countess');
    await u.click(screen.getByRole('button', { name: submitName }));
    // The cleared Email is now a client error; restore it to reach the service.
    await expectFieldError(screen.getByLabelText('Email'), 'Enter your email address.');
    await u.type(screen.getByLabelText('Email'), 'ada.new@example.test');
    await u.click(screen.getByRole('button', { name: submitName }));
    await expectFieldError(screen.getByLabelText('Username'), 'This username is taken.');
    expect(formAlert()).toBeEmptyDOMElement();
  });

  it('says the service cannot be reached when offline, and retries', async () => {
    const onSuccess = vi.fn();
    const { app } = await loadedProfile({ onSuccess });
    const u = setupUser();
    await u.type(screen.getByLabelText('Username'), 'ada');
    app.network.setOffline(true);
    await u.click(screen.getByRole('button', { name: submitName }));
    await expectFormError('The service cannot be reached.');
    expect(formAlert()).toHaveFocus();
    expect(screen.getByLabelText('Username')).toHaveValue('ada');
    app.network.setOffline(false);
    await u.click(screen.getByRole('button', { name: submitName }));
    await waitFor(() => expect(onSuccess).toHaveBeenCalledOnce());
    expect(onSuccess.mock.calls[0]?.[0]).toMatchObject({ username: 'ada' });
  });
});
