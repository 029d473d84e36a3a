import { act, screen, waitFor, within } from '@testing-library/react';
import type { AuthEvent } from 'latchkey';
import { RequireAuth } from 'latchkey/react';
import {
  AccountSettings,
  AuthUIProvider,
  ChangePasswordForm,
  DeleteAccountForm,
  ProfileForm,
  RedirectToSignIn,
} from 'latchkey/ui';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createHarness } from '../react/harness';
import { endSessionElsewhere } from '../support/end-session-elsewhere';
import { type Harness, setupUser } from './helpers';

// Every sign-out has a cause: a deliberate one (a deleted account, a changed password) is
// followed by the page's own navigation, once, never by RedirectToSignIn's; an ended session
// sends the visitor to sign in; offline is not signed out.

afterEach(() => window.history.replaceState(null, '', '/'));

/** A protected page as RequireAuth's JSDoc writes it, with the app's router recorded. */
async function protectedPage(app: Harness, page: ReactNode, options: { signedIn?: boolean } = {}) {
  const { user, password } = await app.createUser({ name: 'Ada Lovelace' });
  if (options.signedIn !== false) await app.signIn({ email: user.email, password });
  const navigate = vi.fn();
  app.renderApp(
    <AuthUIProvider navigate={navigate} viewHrefs={{ login: '/login' }}>
      <RequireAuth fallback={<RedirectToSignIn />}>{page}</RequireAuth>
    </AuthUIProvider>,
  );
  return { user, password, navigate };
}

async function deleteAccount() {
  const u = setupUser();
  await u.click(await screen.findByRole('button', { name: 'Delete account' }));
  const dialog = await screen.findByRole('alertdialog');
  await u.type(within(dialog).getByLabelText('Type DELETE to confirm'), 'DELETE');
  await u.click(within(dialog).getByRole('button', { name: 'Delete account' }));
}

async function changePassword(current: string, next = 'a brand new passphrase') {
  const u = setupUser();
  await u.type(await screen.findByLabelText('Current password'), current);
  await u.type(screen.getByLabelText('New password', { selector: 'input' }), next);
  await u.click(screen.getByRole('button', { name: 'Change password' }));
}

describe('a deliberate sign-out on a protected page', () => {
  it("deleting the account follows the form's redirectTo once, never /login?returnTo=", async () => {
    const app = createHarness();
    window.history.replaceState(null, '', '/account');
    const { navigate } = await protectedPage(app, <DeleteAccountForm redirectTo="/goodbye" />);
    await deleteAccount();
    await waitFor(() => expect(navigate).toHaveBeenCalled());
    await app.settled();
    expect(navigate.mock.calls).toEqual([['/goodbye']]);
    expect(app.client.getSession()).toMatchObject({ reason: 'account-deleted' });
  });

  it('AccountSettings without callbacks: "Your account was deleted." and nothing else', async () => {
    const app = createHarness();
    const { navigate } = await protectedPage(app, <AccountSettings />);
    await deleteAccount();
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent(/^Your account was deleted\.$/);
    await app.settled();
    expect(navigate).not.toHaveBeenCalled();
    expect(screen.queryByText('You need to sign in to do this.')).toBeNull();
    expect(screen.queryAllByRole('textbox')).toEqual([]);
    expect(screen.queryAllByRole('button')).toEqual([]);
  });

  it('changing the password keeps the page and the user signed in, with the message', async () => {
    const app = createHarness();
    const { password, navigate } = await protectedPage(app, <ChangePasswordForm />);
    const statuses: string[] = [];
    app.client.subscribe((session) => statuses.push(session.status));
    await changePassword(password);
    expect(
      await screen.findByText(
        'Your password was changed. You were signed out on your other devices.',
      ),
    ).toBeVisible();
    await app.settled();
    expect(navigate).not.toHaveBeenCalled();
    expect(statuses).not.toContain('unauthenticated');
    expect(app.client.getSession().status).toBe('authenticated');
    // Other browsers signed in with the old password are signed out; the new one signs in.
    await expect(app.client.checkUserSession()).resolves.toMatchObject({ authenticated: true });
  });

  it('a changed password whose new sign-in fails: it says so and offers the sign-in, email filled in', async () => {
    const app = createHarness();
    const { user, password, navigate } = await protectedPage(app, <ChangePasswordForm />);
    const login = app.network.hold('/users/login');
    const submit = changePassword(password, 'a brand new passphrase');
    await login.reached();
    // The new sign-in cannot reach the service.
    app.network.setOffline(true);
    login.release();
    await submit;
    expect(
      await screen.findByText('Your password was changed. Sign in again with your new password.'),
    ).toBeVisible();
    expect(app.client.getSession()).toMatchObject({
      status: 'unauthenticated',
      reason: 'password-changed',
    });
    const signIn = screen.getByRole('form', { name: 'Sign in' });
    expect(within(signIn).getByLabelText('Email')).toHaveValue(user.email);
    // One thing to do: no change fields any more, nothing else asking to sign in.
    expect(screen.queryByLabelText('Current password')).toBeNull();
    expect(screen.queryByText('You need to sign in to do this.')).toBeNull();
    app.network.setOffline(false);
    const u = setupUser();
    await u.type(
      within(signIn).getByLabelText('Password', { selector: 'input' }),
      'a brand new passphrase',
    );
    await u.click(within(signIn).getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(app.client.getSession().status).toBe('authenticated'));
    await app.settled();
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe('a session that ended or was never there', () => {
  it('an ended session sends the visitor to sign in, once, back to this page', async () => {
    const app = createHarness();
    window.history.replaceState(null, '', '/account?tab=profile');
    const { user, password, navigate } = await protectedPage(app, <ProfileForm />);
    await endSessionElsewhere(app, user, password, 'x-elsewhere-9');
    await act(() => app.client.checkUserSession());
    await waitFor(() => expect(navigate).toHaveBeenCalled());
    await app.settled();
    expect(navigate.mock.calls).toEqual([
      ['/login?returnTo=%2Faccount%3Ftab%3Dprofile', { replace: true }],
    ]);
  });

  it('ended under a form holding unsent input: the page stays and the form asks to sign in there', async () => {
    const app = createHarness();
    const { user, password, navigate } = await protectedPage(app, <ProfileForm />);
    const u = setupUser();
    const name = await screen.findByLabelText('Name');
    await u.clear(name);
    await u.type(name, 'Ada King');
    await endSessionElsewhere(app, user, password, 'x-elsewhere-9');
    await act(() => app.client.checkUserSession());
    expect(app.client.getSession()).toMatchObject({ status: 'unauthenticated', reason: 'ended' });
    expect(screen.getByLabelText('Name')).toHaveValue('Ada King');
    await u.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('alertdialog')).toBeVisible();
    await app.settled();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('offline at start is not signed out: no redirect, until the service answers', async () => {
    const app = createHarness();
    app.network.setOffline(true);
    const navigate = vi.fn();
    const client = app.createClient();
    app.renderApp(
      <AuthUIProvider navigate={navigate}>
        <RequireAuth fallback={<RedirectToSignIn />}>
          <p>account page</p>
        </RequireAuth>
      </AuthUIProvider>,
      { client },
    );
    await waitFor(() => expect(client.getSession().offline).toBe(true));
    await app.settled();
    expect(navigate).not.toHaveBeenCalled();
    app.network.setOffline(false);
    await act(() => client.checkUserSession());
    await waitFor(() => expect(navigate).toHaveBeenCalledOnce());
  });
});

describe('the session-ended dialog', () => {
  it("signs in and sends the save again, and never navigates (not to the page URL's returnTo)", async () => {
    const app = createHarness();
    window.history.replaceState(null, '', '/account?returnTo=%2Fdashboard');
    const { user, password } = await app.createUser({ name: 'Ada Lovelace' });
    await app.signIn({ email: user.email, password });
    const navigate = vi.fn();
    const onSuccess = vi.fn();
    app.renderApp(
      <AuthUIProvider navigate={navigate}>
        <ProfileForm onSuccess={onSuccess} />
      </AuthUIProvider>,
    );
    const u = setupUser();
    const name = await screen.findByLabelText('Name');
    await u.clear(name);
    await u.type(name, 'Ada King');
    // The password changed in another browser: this session is gone.
    await endSessionElsewhere(app, user, password, 'x-elsewhere-9');
    await u.click(screen.getByRole('button', { name: 'Save changes' }));
    const dialog = await screen.findByRole('alertdialog');
    await u.type(within(dialog).getByLabelText('Password', { selector: 'input' }), 'x-elsewhere-9');
    await u.click(within(dialog).getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(onSuccess).toHaveBeenCalledOnce());
    await app.settled();
    expect(navigate).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Name')).toHaveValue('Ada King');
  });
});

describe('onAuthEvent on AuthProvider', () => {
  it('hears each event once under StrictMode, in order, with no personal data', async () => {
    const app = createHarness();
    const events: AuthEvent[] = [];
    const { user, password } = await app.createUser({ name: 'Ada Lovelace' });
    await app.signIn({ email: user.email, password });
    app.renderApp(<ChangePasswordForm />, {
      strict: true,
      onAuthEvent: (event) => events.push(event),
    });
    await changePassword(password, 'strict mode passphrase');
    await screen.findByText(
      'Your password was changed. You were signed out on your other devices.',
    );
    await app.settled();
    expect(events.map((event) => event.type)).toEqual(['password-changed']);
    expect(JSON.stringify(events)).not.toMatch(/ada|lovelace|passphrase|@/i);
  });
});
