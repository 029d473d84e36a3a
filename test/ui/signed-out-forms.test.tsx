import { screen, waitFor, within } from '@testing-library/react';
import { AuthUIProvider, ChangePasswordForm, DeleteAccountForm, ProfileForm } from 'latchkey/ui';
import type { ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createHarness } from '../react/harness';
import { endSessionElsewhere } from '../support/end-session-elsewhere';
import { setupUser } from './helpers';

// Profile, Change password and Delete account act on the signed-in user: a visitor who is not
// signed in gets "You need to sign in to do this." under the heading, not fields that fail.

const message = 'You need to sign in to do this.';

const forms: [string, (props: { onViewChange?: (view: string) => void }) => ReactElement][] = [
  ['Profile', (props) => <ProfileForm {...props} />],
  ['Change password', (props) => <ChangePasswordForm {...props} />],
  ['Delete account', (props) => <DeleteAccountForm {...props} />],
];

describe.each(forms)('%s for a visitor who is not signed in', (title, form) => {
  it('says to sign in under its heading, with no fields and nothing sent', async () => {
    const app = createHarness();
    app.renderApp(form({}));
    // The session check has not answered: the usual state, not the message.
    expect(screen.getByRole('heading', { level: 2, name: title })).toBeVisible();
    expect(screen.queryByText(message)).toBeNull();
    const text = await screen.findByText(message);
    const region = screen.getByRole('region', { name: title });
    expect(region).toContainElement(text);
    expect(region.firstElementChild).toBe(screen.getByRole('heading', { level: 2, name: title }));
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
    // Neither a link nor a button to sign in without a URL or onViewChange.
    expect(screen.queryByRole('link')).toBeNull();
    await app.settled();
    expect(app.requests).toEqual(['GET /users/session']);
  });

  it('links to the sign-in view with viewHrefs, or calls onViewChange', async () => {
    const app = createHarness();
    const view = app.renderApp(
      <AuthUIProvider viewHrefs={{ login: '/login' }}>{form({})}</AuthUIProvider>,
    );
    expect(await screen.findByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    view.unmount();

    const onViewChange = vi.fn();
    app.renderApp(form({ onViewChange }));
    await setupUser().click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(onViewChange).toHaveBeenCalledWith('login');
  });
});

describe('a form shown to a signed-in user', () => {
  it('keeps its fields when the session ends under it (nothing typed is lost)', async () => {
    const app = createHarness();
    const { user, password } = await app.createUser();
    await app.signIn({ email: user.email, password });
    app.renderApp(<ChangePasswordForm />);
    const u = setupUser();
    await u.type(screen.getByLabelText('Current password'), 'typed-before-1');
    // Ended elsewhere: the password changed in another browser, then a check here finds it.
    await endSessionElsewhere(app, user, password, 'elsewhere-2');
    await app.client.checkUserSession();
    await app.settled();
    expect(app.client.getSession()).toMatchObject({ status: 'unauthenticated', reason: 'ended' });
    expect(screen.queryByText(message)).toBeNull();
    expect(screen.getByLabelText('Current password')).toHaveValue('typed-before-1');
  });

  it('a deliberate sign-out lets the account go, typed or not (nothing of it is left on screen)', async () => {
    const app = createHarness();
    await app.signIn();
    app.renderApp(<ChangePasswordForm />);
    await setupUser().type(screen.getByLabelText('Current password'), 'typed-before-1');
    await app.client.logoutUser();
    expect(await screen.findByText(message)).toBeVisible();
    expect(screen.queryByLabelText('Current password')).toBeNull();
  });

  it('with nothing typed, a sign-out turns it into the signed-out state (nothing to keep)', async () => {
    const app = createHarness();
    await app.signIn();
    app.renderApp(<ChangePasswordForm />);
    expect(await screen.findByLabelText('Current password')).toBeVisible();
    await app.client.logoutUser();
    expect(await screen.findByText(message)).toBeVisible();
    expect(screen.queryByLabelText('Current password')).toBeNull();
  });

  it('Delete account: once deleted, it says so (a status that takes focus), and nothing asks to sign in', async () => {
    const app = createHarness();
    await app.signIn();
    app.renderApp(<DeleteAccountForm />);
    const u = setupUser();
    await u.click(await screen.findByRole('button', { name: 'Delete account' }));
    const dialog = await screen.findByRole('alertdialog');
    await u.type(within(dialog).getByLabelText('Type DELETE to confirm'), 'DELETE');
    await u.click(within(dialog).getByRole('button', { name: 'Delete account' }));
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('Your account was deleted.');
    await waitFor(() => expect(status).toHaveFocus());
    expect(screen.queryByText(message)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete account' })).toBeNull();
  });

  it('Profile shows its loading state while the session is checked', async () => {
    const app = createHarness();
    const held = app.network.hold('/users/session');
    // A page load's client: it knows nothing yet (one that signed in is not asked at start).
    app.renderApp(<ProfileForm />, { client: app.createClient() });
    await held.reached();
    expect(screen.getByText('Loading your profile…')).toBeVisible();
    expect(screen.queryByText(message)).toBeNull();
    held.release();
    await waitFor(() => expect(screen.queryByText('Loading your profile…')).toBeNull());
  });
});
