import { screen, waitFor } from '@testing-library/react';
import { ProfileForm } from 'latchkey/ui';
import { describe, expect, it } from 'vitest';
import { createHarness } from '../react/harness';
import { expectFieldError, sent, setupUser } from './helpers';

// A change of email made with a session needs the current password (the service refuses it
// otherwise): the form asks for it only while Email differs from the saved address.

async function signedInProfile() {
  const app = createHarness();
  const { user, password } = await app.createUser({ name: 'Ada Lovelace' });
  await app.signIn({ email: user.email, password });
  app.renderApp(<ProfileForm />);
  await waitFor(() => expect(screen.getByLabelText('Email')).toHaveValue(user.email));
  app.clearRequests();
  return { app, user, password };
}

const currentPassword = () => screen.queryByLabelText('Current password');

describe('ProfileForm: a new email', () => {
  it('asks for the current password only while the email differs (case and spaces aside)', async () => {
    const { user } = await signedInProfile();
    const u = setupUser();
    expect(currentPassword()).toBeNull();
    await u.type(screen.getByLabelText('Name'), ' II');
    expect(currentPassword()).toBeNull();
    const email = screen.getByLabelText('Email');
    await u.clear(email);
    await u.type(email, ` ${user.email.toUpperCase()}`);
    expect(currentPassword()).toBeNull();
    await u.clear(email);
    await u.type(email, 'ada.new@example.test');
    const field = currentPassword();
    expect(field).toHaveAttribute('type', 'password');
    expect(field).toHaveAttribute('autocomplete', 'current-password');
    expect(field).toHaveAccessibleDescription(
      expect.stringContaining('To change your email, enter your current password.'),
    );
    await u.clear(email);
    await u.type(email, user.email);
    expect(currentPassword()).toBeNull();
  });

  it('requires it before sending anything', async () => {
    const { app } = await signedInProfile();
    const u = setupUser();
    await u.clear(screen.getByLabelText('Email'));
    await u.type(screen.getByLabelText('Email'), 'ada.new@example.test');
    await u.click(screen.getByRole('button', { name: 'Save changes' }));
    await expectFieldError(
      screen.getByLabelText('Current password'),
      'Enter your current password.',
    );
    expect(sent(app, 'update')).toEqual([]);
  });

  it('shows a wrong current password on its field and keeps every value', async () => {
    const { app, user } = await signedInProfile();
    const u = setupUser();
    await u.clear(screen.getByLabelText('Email'));
    await u.type(screen.getByLabelText('Email'), 'ada.new@example.test');
    await u.type(screen.getByLabelText('Current password'), 'not the password');
    await u.click(screen.getByRole('button', { name: 'Save changes' }));
    await expectFieldError(
      screen.getByLabelText('Current password'),
      'The current password is wrong.',
    );
    expect(screen.getByLabelText('Email')).toHaveValue('ada.new@example.test');
    expect(screen.getByLabelText('Current password')).toHaveValue('not the password');
    expect(await app.service.store.getUser('test-app', { id: user.id })).toMatchObject({
      email: user.email,
    });
    // A wrong password is not a lost session: the user stays signed in.
    expect(app.client.getSession().status).toBe('authenticated');
  });

  it('with the right one, saves the new email, stays signed in and empties the password', async () => {
    const { app, user, password } = await signedInProfile();
    const u = setupUser();
    await u.clear(screen.getByLabelText('Email'));
    await u.type(screen.getByLabelText('Email'), 'ada.new@example.test');
    await u.type(screen.getByLabelText('Current password'), password);
    await u.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('Your changes were saved.'),
    );
    const saved = await app.service.store.getUser('test-app', { id: user.id });
    expect(saved).toMatchObject({ email: 'ada.new@example.test' });
    // Never stored or kept anywhere: not in the record, not in the form, not in the cache.
    expect(JSON.stringify(saved)).not.toContain(password);
    expect(currentPassword()).toBeNull();
    expect(
      JSON.stringify(
        app.queryClient
          .getMutationCache()
          .getAll()
          .map((m) => m.state),
      ),
    ).not.toContain(password);
    expect(app.client.getSession()).toMatchObject({
      status: 'authenticated',
      user: { email: 'ada.new@example.test' },
    });
  });
});
