import { screen, waitFor, within } from '@testing-library/react';
import { DeleteAccountForm } from 'latchkey/ui';
import { describe, expect, it, vi } from 'vitest';
import { createHarness } from '../react/harness';
import { expectFieldError, sent, setupUser } from './helpers';

const confirmLabel = 'Type DELETE to confirm';

/** A signed-in user, the form rendered, and its dialog opened. */
async function openDialog(props: Parameters<typeof DeleteAccountForm>[0] = {}) {
  const app = createHarness();
  const user = await app.signIn();
  app.renderApp(<DeleteAccountForm {...props} />);
  app.clearRequests();
  const u = setupUser();
  expect(screen.getByRole('heading', { level: 2, name: 'Delete account' })).toBeVisible();
  await u.click(screen.getByRole('button', { name: 'Delete account' }));
  const dialog = await screen.findByRole('alertdialog', { name: 'Delete your account?' });
  expect(dialog).toHaveAccessibleDescription(expect.stringContaining('This cannot be undone.'));
  return { app, user, u, dialog };
}

const confirmButton = (dialog: HTMLElement) =>
  within(dialog).getByRole('button', { name: 'Delete account' });

describe('DeleteAccountForm', () => {
  it('sends nothing until DELETE is typed, keeping what was typed', async () => {
    const { app, u, dialog } = await openDialog();
    expect(dialog).toHaveAccessibleDescription(
      'This cannot be undone. Type DELETE below to confirm.',
    );
    const confirm = within(dialog).getByLabelText(confirmLabel);
    expect(confirm).toHaveAttribute('autocomplete', 'off');
    await u.click(confirmButton(dialog));
    await expectFieldError(confirm, 'Type DELETE exactly to confirm.');
    expect(confirm).toHaveFocus();
    await u.type(confirm, 'delete');
    await u.click(confirmButton(dialog));
    await expectFieldError(confirm, 'Type DELETE exactly to confirm.');
    expect(confirm).toHaveValue('delete');
    expect(sent(app, 'delete')).toEqual([]);
  });

  it('takes the word however the keyboard composes it (a combining accent is the same letter)', async () => {
    const onSuccess = vi.fn();
    const word = 'L\u00d6SCHEN'; // precomposed Ö, as the dictionary writes it
    const { u, dialog } = await openDialog({
      onSuccess,
      localization: { deleteAccountConfirmWord: word },
    });
    // O followed by U+0308 COMBINING DIAERESIS: what some keyboards and input methods send.
    await u.type(within(dialog).getByLabelText(`Type ${word} to confirm`), 'LO\u0308SCHEN ');
    await u.click(confirmButton(dialog));
    await waitFor(() => expect(onSuccess).toHaveBeenCalledWith({ success: true }));
  });

  it('takes Romanian ȘTERGE typed with the legacy layout’s cedilla Ş', async () => {
    const onSuccess = vi.fn();
    const word = '\u0218TERGE'; // Ș, S with comma below, as the Romanian dictionary writes it
    const { u, dialog } = await openDialog({
      onSuccess,
      localization: { deleteAccountConfirmWord: word },
    });
    // U+015E, S with cedilla: what the Romanian (Legacy) keyboard layout types for that key.
    await u.type(within(dialog).getByLabelText(`Type ${word} to confirm`), '\u015ETERGE');
    await u.click(confirmButton(dialog));
    await waitFor(() => expect(onSuccess).toHaveBeenCalledWith({ success: true }));
  });

  it('takes Vietnamese XÓA with the tone on either vowel (XOÁ, the newer convention)', async () => {
    const onSuccess = vi.fn();
    const word = 'X\u00d3A'; // Ó then A: as Google, Microsoft and Apple write it
    const { u, dialog } = await openDialog({
      onSuccess,
      localization: { deleteAccountConfirmWord: word },
    });
    await u.type(within(dialog).getByLabelText(`Type ${word} to confirm`), 'XO\u00c1');
    await u.click(confirmButton(dialog));
    await waitFor(() => expect(onSuccess).toHaveBeenCalledWith({ success: true }));
  });

  it('Cancel closes the dialog and deletes nothing', async () => {
    const { app, user, u, dialog } = await openDialog();
    await u.type(within(dialog).getByLabelText(confirmLabel), 'DELETE');
    await u.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Delete account' })).toHaveFocus();
    expect(sent(app, 'delete')).toEqual([]);
    expect(await app.service.store.getUser('test-app', { id: user.id })).toBeTruthy();
  });

  it('deletes the account once DELETE is typed, calls onSuccess and signs out', async () => {
    const onSuccess = vi.fn();
    const { app, user, u, dialog } = await openDialog({ onSuccess });
    await u.type(within(dialog).getByLabelText(confirmLabel), 'DELETE');
    await u.click(confirmButton(dialog));
    await waitFor(() => expect(onSuccess).toHaveBeenCalledWith({ success: true }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(sent(app, 'DELETE /users/delete/')).toHaveLength(1);
    expect(await app.service.store.getUser('test-app', { id: user.id })).toBeFalsy();
    expect(app.client.getSession().status).toBe('unauthenticated');
  });

  it('says the service cannot be reached when offline, keeps DELETE, and retries', async () => {
    const onSuccess = vi.fn();
    const { app, u, dialog } = await openDialog({ onSuccess });
    const confirm = within(dialog).getByLabelText(confirmLabel);
    await u.type(confirm, 'DELETE');
    app.network.setOffline(true);
    await u.click(confirmButton(dialog));
    const alert = within(dialog).getByRole('alert');
    await waitFor(() => expect(alert).toHaveTextContent('The service cannot be reached.'));
    expect(alert).toHaveFocus();
    expect(confirm).toHaveValue('DELETE');
    app.network.setOffline(false);
    await u.click(confirmButton(dialog));
    await waitFor(() => expect(onSuccess).toHaveBeenCalledOnce());
  });

  it('uses the localized confirmation word', async () => {
    const { app, u, dialog } = await openDialog({
      localization: { deleteAccountConfirmWord: 'LÖSCHEN' },
    });
    const confirm = within(dialog).getByLabelText('Type LÖSCHEN to confirm');
    await u.type(confirm, 'DELETE');
    await u.click(confirmButton(dialog));
    await expectFieldError(confirm, 'Type LÖSCHEN exactly to confirm.');
    expect(sent(app, 'delete')).toEqual([]);
  });
});
