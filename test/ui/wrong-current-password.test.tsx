import { screen, waitFor } from '@testing-library/react';
import { ChangePasswordForm, ProfileForm } from 'latchkey/ui';
import { describe, expect, it } from 'vitest';
import { createHarness } from '../react/harness';
import { expectFieldError, setupUser } from './helpers';

// Issue 16: a wrong current password is a 401 (`invalid_credentials`) that says nothing about
// the session, so it must not send the session check that a lost session's 401 sends. (Planted:
// treating it as a lost session made no test fail, since the check answers "still signed in".)

async function signedIn() {
  const app = createHarness();
  const { user, password } = await app.createUser({ name: 'Ada Lovelace' });
  await app.signIn({ email: user.email, password });
  return { app, user };
}

const sessionChecks = (app: ReturnType<typeof createHarness>) =>
  app.requests.filter((request) => request === 'GET /users/session');

describe('a wrong current password sends no session check', () => {
  it('ChangePasswordForm', async () => {
    const { app } = await signedIn();
    app.renderApp(<ChangePasswordForm />);
    await app.settled();
    app.clearRequests();
    const u = setupUser();
    await u.type(screen.getByLabelText('Current password'), 'not-my-password');
    await u.type(screen.getByLabelText('New password'), 'a-new-password');
    await u.click(screen.getByRole('button', { name: 'Change password' }));
    await expectFieldError(
      screen.getByLabelText('Current password'),
      'The current password is wrong.',
    );
    await app.settled();
    expect(app.requests.some((r) => r.startsWith('PUT /users/change-password/'))).toBe(true);
    expect(sessionChecks(app)).toEqual([]);
    expect(app.client.getSession().status).toBe('authenticated');
  });

  it('ProfileForm, changing the email', async () => {
    const { app, user } = await signedIn();
    app.renderApp(<ProfileForm />);
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveValue(user.email));
    await app.settled();
    app.clearRequests();
    const u = setupUser();
    await u.clear(screen.getByLabelText('Email'));
    await u.type(screen.getByLabelText('Email'), 'ada.new@example.test');
    await u.type(screen.getByLabelText('Current password'), 'not the password');
    await u.click(screen.getByRole('button', { name: 'Save changes' }));
    await expectFieldError(
      screen.getByLabelText('Current password'),
      'The current password is wrong.',
    );
    await app.settled();
    expect(app.requests).toContain(`PUT /users/update/${user.id}`);
    expect(sessionChecks(app)).toEqual([]);
    expect(app.client.getSession().status).toBe('authenticated');
  });
});
