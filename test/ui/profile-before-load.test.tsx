import { screen, waitFor } from '@testing-library/react';
import { ProfileForm } from 'latchkey/ui';
import { describe, expect, it, vi } from 'vitest';
import { createHarness } from '../react/harness';
import { sent, setupUser } from './helpers';

// Issue 23: a Save pressed while the profile was still loading sent every optional field the
// user already had as '' (the form was blank, `before` fell back to the session user), and the
// service cleared them. The form now starts from the session's user and sends only what the
// user changed, whenever Save is pressed.

/** A signed-in user with a phone and an address; the profile request held at the door. */
async function loadingProfile() {
  const app = createHarness();
  const { user, password } = await app.createUser({
    name: 'Ada Lovelace',
    phone: '+44 1',
    address: '12 St James Square',
  });
  await app.signIn({ email: user.email, password });
  const profile = app.network.hold('/users/profile');
  const onSuccess = vi.fn();
  app.renderApp(<ProfileForm onSuccess={onSuccess} />);
  await profile.reached();
  return { app, user, profile, onSuccess };
}

describe('ProfileForm before its profile has loaded', () => {
  it('a Save sends only the edit: the fields the user has are not cleared', async () => {
    const { app, user, profile, onSuccess } = await loadingProfile();
    const u = setupUser();
    for (const [label, value] of [
      ['Name', 'Ada King'],
      ['Email', user.email],
    ] as const) {
      await u.clear(screen.getByLabelText(label));
      await u.type(screen.getByLabelText(label), value);
    }
    const updates = vi.spyOn(app.service.store, 'updateUser');
    await u.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(onSuccess).toHaveBeenCalledOnce());
    profile.release();
    expect(updates.mock.calls[0]?.[2]).toEqual({ name: 'Ada King', updatedAt: expect.any(Number) });
    expect(await app.service.store.getUser('test-app', { id: user.id })).toMatchObject({
      name: 'Ada King',
      phone: '+44 1',
      address: '12 St James Square',
    });
    expect(sent(app, 'PUT /users/update/')).toHaveLength(1);
    await app.settled();
    expect(screen.getByLabelText('Address')).toHaveValue('12 St James Square');
    expect(screen.getByLabelText('Name')).toHaveValue('Ada King');
  });

  it('shows the session user at once: no loading text, no Current password', async () => {
    const { user, profile } = await loadingProfile();
    expect(screen.queryByText('Loading your profile…')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Current password')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue(user.email);
    expect(screen.getByLabelText('Phone')).toHaveValue('+44 1');
    profile.release();
  });
});
