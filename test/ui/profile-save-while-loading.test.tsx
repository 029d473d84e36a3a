import { screen, waitFor } from '@testing-library/react';
import { ProfileForm } from 'latchkey/ui';
import { describe, expect, it } from 'vitest';
import { createHarness } from '../react/harness';
import { sent, setupUser } from './helpers';

// Profile starts from the session's user (a server-rendered page shows it at once) and follows
// the profile once it loads: a Save before then sends only what the user edited, never an
// untouched field's older value over the saved one.

describe('ProfileForm while its profile loads', () => {
  it('a Save before the profile has loaded sends only the edited field', async () => {
    const app = createHarness();
    const { user, password } = await app.createUser({ name: 'Ada Lovelace' });
    await app.signIn({ email: user.email, password });
    // Saved elsewhere since the session's copy was taken.
    await app.service.store.updateUser('test-app', user.id, { phone: '+44 20 7946 0000' });
    const profile = app.network.hold('/users/profile');
    app.renderApp(<ProfileForm />);
    await profile.reached();
    const u = setupUser();
    expect(screen.getByLabelText('Phone')).toHaveValue('');
    const name = screen.getByLabelText('Name');
    await u.clear(name);
    await u.type(name, 'Ada King');
    await u.click(screen.getByRole('button', { name: 'Save changes' }));
    await screen.findByText('Your changes were saved.');
    profile.release();
    await app.settled();
    expect(sent(app, 'PUT /users/update')).toHaveLength(1);
    expect(await app.service.store.getUser('test-app', { id: user.id })).toMatchObject({
      name: 'Ada King',
      phone: '+44 20 7946 0000',
    });
    await waitFor(() => expect(screen.getByLabelText('Phone')).toHaveValue('+44 20 7946 0000'));
  });
});
