import type { Meta, StoryObj } from '@storybook/react-vite';
import { DeleteAccountForm } from 'latchkey/ui';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { signInAda } from './support/auth-story';
import { service } from './support/play';
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
const openDialog = async (canvasElement: HTMLElement) => {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Delete account' }));
  return within(await within(canvasElement.ownerDocument.body).findByRole('alertdialog'));
};

/** The danger zone, closed. */
export const Closed: Story = {};

/** Opened; its confirm button sends nothing until DELETE is typed. */
export const ConfirmRequired: Story = {
  play: async ({ canvasElement, loaded }) => {
    const dialog = await openDialog(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Delete account' }));
    const confirm = dialog.getByLabelText('Type DELETE to confirm');
    await waitFor(() => expect(confirm).toHaveAttribute('aria-invalid', 'true'));
    await expect(authOf({ loaded }).requests.some((r) => r.startsWith('DELETE'))).toBe(false);
  },
};

/** Cancel closes the dialog and deletes nothing. */
export const Cancelled: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    const body = within(canvasElement.ownerDocument.body);
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
  },
};

/** The service cannot be reached: the dialog says so and stays open. */
export const NetworkDown: Story = {
  play: async ({ canvasElement, loaded }) => {
    const dialog = await openDialog(canvasElement);
    authOf({ loaded }).network.setOffline(true);
    await userEvent.type(dialog.getByLabelText('Type DELETE to confirm'), 'DELETE');
    await userEvent.click(dialog.getByRole('button', { name: 'Delete account' }));
    await waitFor(() => expect(dialog.getByRole('alert')).toHaveTextContent(/cannot be reached/));
  },
};

/** Deleted: signed out, `onSuccess` runs. */
export const Success: Story = {
  play: async ({ canvasElement, args, loaded }) => {
    const dialog = await openDialog(canvasElement);
    await userEvent.type(dialog.getByLabelText('Type DELETE to confirm'), 'DELETE');
    await userEvent.click(dialog.getByRole('button', { name: 'Delete account' }));
    await waitFor(() => expect(args.onSuccess).toHaveBeenCalled());
    await expect(authOf({ loaded }).client.getSession().status).toBe('unauthenticated');
  },
};
