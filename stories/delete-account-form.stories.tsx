import type { Meta, StoryObj } from '@storybook/react-vite';
import { type AuthLocalization, DeleteAccountForm, fill } from 'latchkey/ui';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { seededPassword, signInAda } from './support/auth-story';
import { dictionaryOf, service, typeText } from './support/play';
import { authOf } from './support/story-context';

/** Deletes the signed-in user's account after a typed `DELETE` in an alert dialog. */
const meta = {
  title: 'Forms/DeleteAccountForm',
  component: DeleteAccountForm,
  args: { onSuccess: fn(), onError: fn() },
  parameters: { auth: service((auth) => signInAda(auth).then(() => {})) },
} satisfies Meta<typeof DeleteAccountForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opens the dialog (rendered in a portal, outside the canvas). */
const openDialog = async (canvasElement: HTMLElement, t: AuthLocalization) => {
  await userEvent.click(within(canvasElement).getByRole('button', { name: t.deleteAccountSubmit }));
  return within(await within(canvasElement.ownerDocument.body).findByRole('alertdialog'));
};

/** The confirmation field's label: "Type DELETE to confirm". */
const confirmLabel = (t: AuthLocalization) =>
  fill(t, 'deleteAccountConfirmLabel', { word: t.deleteAccountConfirmWord });

/** The danger zone, closed. */
export const Closed: Story = {};

/** Opened; its confirm button sends nothing until DELETE is typed. */
export const ConfirmRequired: Story = {
  play: async ({ canvasElement, loaded, globals }) => {
    const t = dictionaryOf({ globals });
    const dialog = await openDialog(canvasElement, t);
    await userEvent.click(dialog.getByRole('button', { name: t.deleteAccountSubmit }));
    const confirm = dialog.getByLabelText(confirmLabel(t));
    await waitFor(() => expect(confirm).toHaveAttribute('aria-invalid', 'true'));
    await expect(authOf({ loaded }).requests.some((r) => r.startsWith('DELETE'))).toBe(false);
  },
};

/** Cancel closes the dialog and deletes nothing. */
export const Cancelled: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = dictionaryOf({ globals });
    const dialog = await openDialog(canvasElement, t);
    await userEvent.click(dialog.getByRole('button', { name: t.cancel }));
    const body = within(canvasElement.ownerDocument.body);
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
  },
};

/** The service cannot be reached: the dialog says so and stays open. */
export const NetworkDown: Story = {
  play: async ({ canvasElement, loaded, globals }) => {
    const t = dictionaryOf({ globals });
    const dialog = await openDialog(canvasElement, t);
    authOf({ loaded }).network.setOffline(true);
    await typeText(dialog.getByLabelText(confirmLabel(t)), t.deleteAccountConfirmWord);
    await userEvent.click(dialog.getByRole('button', { name: t.deleteAccountSubmit }));
    await waitFor(() => expect(dialog.getByRole('alert')).toHaveTextContent(t.errorNetwork));
  },
};

/** Deleted: signed out, `onSuccess` runs. */
export const Success: Story = {
  play: async ({ canvasElement, args, loaded, globals }) => {
    const t = dictionaryOf({ globals });
    const dialog = await openDialog(canvasElement, t);
    await typeText(dialog.getByLabelText(confirmLabel(t)), t.deleteAccountConfirmWord);
    await userEvent.click(dialog.getByRole('button', { name: t.deleteAccountSubmit }));
    await waitFor(() => expect(args.onSuccess).toHaveBeenCalled());
    await expect(authOf({ loaded }).client.getSession().status).toBe('unauthenticated');
  },
};

/** Sends DELETE from a session signed in too long ago: the service wants a recent sign-in. */
const confirmWithOldSession = async (canvasElement: HTMLElement, t: AuthLocalization) => {
  const dialog = await openDialog(canvasElement, t);
  await typeText(dialog.getByLabelText(confirmLabel(t)), t.deleteAccountConfirmWord);
  await userEvent.click(dialog.getByRole('button', { name: t.deleteAccountSubmit }));
  const password = await dialog.findByLabelText(t.passwordLabel, { selector: 'input' });
  return { dialog, password };
};

/** Signed in 11 minutes ago: past the service's 10 minutes for deleting with a session alone. */
const signedInLongAgo = service(async (auth) => {
  await signInAda(auth);
  auth.advanceClock(11 * 60 * 1000);
});

/** The session signed in too long ago: the dialog asks for the password, DELETE kept. */
export const PasswordAsked: Story = {
  parameters: { auth: signedInLongAgo },
  play: async ({ canvasElement, loaded, globals }) => {
    const t = dictionaryOf({ globals });
    const { dialog, password } = await confirmWithOldSession(canvasElement, t);
    await expect(password).toHaveAttribute('autocomplete', 'current-password');
    await waitFor(() => expect(password).toHaveFocus());
    await expect(password).toHaveAccessibleDescription(
      expect.stringContaining(t.deleteAccountPasswordDescription),
    );
    await expect(dialog.getByLabelText(confirmLabel(t))).toHaveValue(t.deleteAccountConfirmWord);
    await expect(authOf({ loaded }).client.getSession().status).toBe('authenticated');
  },
};

/** A wrong password: shown on the field, nothing deleted. */
export const PasswordWrong: Story = {
  parameters: { auth: signedInLongAgo },
  play: async ({ canvasElement, args, globals }) => {
    const t = dictionaryOf({ globals });
    const { dialog, password } = await confirmWithOldSession(canvasElement, t);
    await typeText(password, 'not-the-password');
    await userEvent.click(dialog.getByRole('button', { name: t.deleteAccountSubmit }));
    await waitFor(() =>
      expect(password).toHaveAccessibleDescription(
        expect.stringContaining(t.errorCurrentPasswordWrong),
      ),
    );
    await expect(args.onSuccess).not.toHaveBeenCalled();
  },
};

/** The right password: signed in again, the account is deleted. */
export const PasswordGiven: Story = {
  parameters: { auth: signedInLongAgo },
  play: async ({ canvasElement, args, loaded, globals }) => {
    const t = dictionaryOf({ globals });
    const { dialog, password } = await confirmWithOldSession(canvasElement, t);
    await typeText(password, seededPassword);
    await userEvent.click(dialog.getByRole('button', { name: t.deleteAccountSubmit }));
    await waitFor(() => expect(args.onSuccess).toHaveBeenCalled());
    await expect(authOf({ loaded }).client.getSession().status).toBe('unauthenticated');
  },
};
