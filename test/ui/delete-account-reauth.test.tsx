import { screen, waitFor, within } from '@testing-library/react';
import { DeleteAccountForm, en, fill } from 'latchkey/ui';
import { describe, expect, it, vi } from 'vitest';
import { createClockedHarness, expectFieldError, sent, setupUser } from './helpers';

// The service deletes with a session alone only if it signed in within the last 10 minutes
// (`reauthAfterSeconds`). The form asks for the password in its dialog, signs in again as the
// same user and deletes; the service's clock is moved past the window, so nothing waits.
const ELEVEN_MINUTES = 11 * 60 * 1000;
const confirmLabel = 'Type DELETE to confirm';
const asked = 'For your security, enter your password to delete your account.';

/** Signed in, the window passed, DELETE typed and sent once: the dialog asks for the password. */
async function askedForPassword() {
  const app = createClockedHarness();
  const { user, password } = await app.createUser();
  await app.signIn({ email: user.email, password });
  const onSuccess = vi.fn();
  app.renderApp(<DeleteAccountForm onSuccess={onSuccess} />);
  app.clock.advance(ELEVEN_MINUTES);
  app.clearRequests();
  const u = setupUser();
  await u.click(screen.getByRole('button', { name: 'Delete account' }));
  const dialog = await screen.findByRole('alertdialog', { name: 'Delete your account?' });
  expect(within(dialog).queryByLabelText('Password')).toBeNull();
  await u.type(within(dialog).getByLabelText(confirmLabel), 'DELETE');
  await u.click(within(dialog).getByRole('button', { name: 'Delete account' }));
  const field = await within(dialog).findByLabelText('Password', { selector: 'input' });
  return { app, user, password, onSuccess, u, dialog, field };
}

/** Everything the QueryClient's mutations hold, as text (variables, errors, data). */
const mutationText = (app: ReturnType<typeof createClockedHarness>) =>
  JSON.stringify(
    app.queryClient
      .getMutationCache()
      .getAll()
      .map((mutation) => mutation.state),
  );

describe('DeleteAccountForm when the service wants a recent sign-in', () => {
  it('asks for the password in the dialog, signs in again and deletes', async () => {
    const { app, user, password, onSuccess, u, dialog, field } = await askedForPassword();
    expect(field).toHaveAttribute('autocomplete', 'current-password');
    expect(field).toHaveAttribute('type', 'password');
    await expectFieldError(field, 'Enter your password.');
    expect(field).toHaveAccessibleDescription(expect.stringContaining(asked));
    await waitFor(() => expect(field).toHaveFocus());
    // Refused, nothing deleted, DELETE still typed, still signed in.
    expect(sent(app, 'DELETE /users/delete/')).toHaveLength(1);
    expect(await app.service.store.getUser('test-app', { id: user.id })).toBeTruthy();
    expect(within(dialog).getByLabelText(confirmLabel)).toHaveValue('DELETE');
    expect(app.client.getSession().status).toBe('authenticated');

    await u.type(field, password);
    await u.click(within(dialog).getByRole('button', { name: 'Delete account' }));
    await waitFor(() => expect(onSuccess).toHaveBeenCalledWith({ success: true }));
    // Signed in again as the same user (a fresh session), then the delete, once.
    expect(app.requests.filter((r) => /login|DELETE/.test(r))).toEqual([
      `DELETE /users/delete/${user.id}`,
      'POST /users/login',
      `DELETE /users/delete/${user.id}`,
    ]);
    expect(await app.service.store.getUser('test-app', { id: user.id })).toBeFalsy();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(app.client.getSession().status).toBe('unauthenticated');
    expect(mutationText(app)).not.toContain(password);
  });

  it('shows a wrong password on the field, deletes nothing and keeps what was typed', async () => {
    const { app, user, password, onSuccess, u, dialog, field } = await askedForPassword();
    await u.type(field, 'not-the-password');
    await u.click(within(dialog).getByRole('button', { name: 'Delete account' }));
    await expectFieldError(field, 'The current password is wrong.');
    expect(field).toHaveValue('not-the-password');
    expect(within(dialog).getByLabelText(confirmLabel)).toHaveValue('DELETE');
    expect(sent(app, 'DELETE /users/delete/')).toHaveLength(1);
    expect(await app.service.store.getUser('test-app', { id: user.id })).toBeTruthy();
    expect(onSuccess).not.toHaveBeenCalled();
    expect(mutationText(app)).not.toContain('not-the-password');

    // The right one then deletes.
    await u.clear(field);
    await u.type(field, password);
    await u.click(within(dialog).getByRole('button', { name: 'Delete account' }));
    await waitFor(() => expect(onSuccess).toHaveBeenCalledOnce());
    expect(await app.service.store.getUser('test-app', { id: user.id })).toBeFalsy();
  });

  it("checks the password by sign-in's rule: one over 1,024 characters is refused, nothing sent", async () => {
    const { app, u, dialog, field } = await askedForPassword();
    await u.click(field);
    // Pasted: 1,025 characters typed key by key are slow and prove nothing more.
    await u.paste('p'.repeat(1025));
    await u.click(within(dialog).getByRole('button', { name: 'Delete account' }));
    await expectFieldError(field, fill(en, 'errorTooLong', { max: 1024 }));
    expect(app.requests.filter((r) => /login|DELETE/.test(r))).toHaveLength(1);
  });

  it('within the window deletes without asking', async () => {
    const app = createClockedHarness();
    const user = await app.signIn();
    const onSuccess = vi.fn();
    app.renderApp(<DeleteAccountForm onSuccess={onSuccess} />);
    app.clock.advance(9 * 60 * 1000);
    app.clearRequests();
    const u = setupUser();
    await u.click(screen.getByRole('button', { name: 'Delete account' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete your account?' });
    await u.type(within(dialog).getByLabelText(confirmLabel), 'DELETE');
    await u.click(within(dialog).getByRole('button', { name: 'Delete account' }));
    await waitFor(() => expect(onSuccess).toHaveBeenCalledOnce());
    expect(sent(app, 'login')).toEqual([]);
    expect(await app.service.store.getUser('test-app', { id: user.id })).toBeFalsy();
  });
});
