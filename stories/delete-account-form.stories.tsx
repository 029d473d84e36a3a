import type { Meta, StoryObj } from '@storybook/react-vite';
import { type AuthLocalization, DeleteAccountForm, fill } from 'latchkey/ui';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { signInAda } from './support/auth-story';
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
