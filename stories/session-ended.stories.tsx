import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  type AuthLocalization,
  ChangePasswordForm,
  DeleteAccountForm,
  fill,
  ProfileForm,
} from 'latchkey/ui';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { type AuthStory, seededPassword, signInAda } from './support/auth-story';
import { dictionaryOf, service, typeText } from './support/play';
import { authOf } from './support/story-context';

/**
 * Signed-in forms when the session is not there: it ended under the form (the password changed
 * in another browser: the submit opens a dialog to sign in again, keeps every value and is sent
 * again once), nobody signed in (the form says so), and the delete dialog on a phone.
 */
const meta = {
  title: 'Forms/Session ended',
  component: ProfileForm,
  args: { onSuccess: fn(), onError: fn() },
  parameters: { auth: service((auth) => signInAda(auth).then(() => {})) },
} satisfies Meta<typeof ProfileForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const newPassword = 'changed-elsewhere-1';

/** Another browser signs in as Ada and changes her password: every session of hers ends. */
async function endSessionElsewhere(auth: AuthStory) {
  const other = auth.createClient();
  const { user } = await other.loginUser({ email: 'ada@example.com', password: seededPassword });
  await other.changePassword({
    userId: user?.id ?? '',
    currentPassword: seededPassword,
    newPassword,
  });
}

/** Edits the loaded profile after the session ended, presses Save; the dialog it opens. */
async function saveAfterSessionEnded(
  canvasElement: HTMLElement,
  auth: AuthStory,
  t: AuthLocalization,
) {
  const canvas = within(canvasElement);
  const name = canvas.getByLabelText(t.nameLabel);
  await waitFor(() => expect(name).toHaveValue('Ada Lovelace'));
  await endSessionElsewhere(auth);
  await userEvent.clear(name);
  await typeText(name, 'Ada King');
  await userEvent.click(canvas.getByRole('button', { name: t.profileSubmit }));
  const body = within(canvasElement.ownerDocument.body);
  const dialog = await body.findByRole('alertdialog', { name: t.sessionEndedTitle });
  await expect(dialog).toHaveAccessibleDescription(t.sessionEndedDescription);
  await expect(within(dialog).getByLabelText(t.emailLabel)).toHaveValue('ada@example.com');
  await expect(name).toHaveValue('Ada King');
  return within(dialog);
}

/** The session ended under the profile: Save opens the dialog, the edit still in the form. */
export const DialogOpen: Story = {
  play: async ({ canvasElement, loaded, globals }) => {
    const t = dictionaryOf({ globals });
    const dialog = await saveAfterSessionEnded(canvasElement, authOf({ loaded }), t);
    const password = dialog.getByLabelText(t.passwordLabel, { selector: 'input' });
    await waitFor(() => expect(password).toHaveFocus());
  },
};

/** Signed in again in the dialog: the save is sent again and the edit is kept. */
export const SignedInAgain: Story = {
  play: async ({ canvasElement, loaded, args, globals }) => {
    const t = dictionaryOf({ globals });
    const auth = authOf({ loaded });
    const dialog = await saveAfterSessionEnded(canvasElement, auth, t);
    await typeText(dialog.getByLabelText(t.passwordLabel, { selector: 'input' }), newPassword);
    await userEvent.click(dialog.getByRole('button', { name: t.loginSubmit }));
    await waitFor(() => expect(args.onSuccess).toHaveBeenCalledOnce());
    // The status is rendered after onSuccess returns, not with it.
    await waitFor(() =>
      expect(within(canvasElement).getByRole('status')).toHaveTextContent(t.profileSaved),
    );
    await expect(within(canvasElement).getByLabelText(t.nameLabel)).toHaveValue('Ada King');
  },
};

/** Nobody is signed in: Change password says to sign in, with the link to the sign-in view. */
export const SignedOut: Story = {
  parameters: { auth: service(() => {}) },
  render: (args) => <ChangePasswordForm onViewChange={fn()} onError={args.onError} />,
  play: async ({ canvasElement, globals }) => {
    const t = dictionaryOf({ globals });
    const canvas = within(canvasElement);
    await canvas.findByText(t.signInRequired);
    await expect(canvas.getByRole('heading', { name: t.changePasswordTitle })).toBeVisible();
    await expect(canvas.getByRole('button', { name: t.signInRequiredLink })).toBeVisible();
    await expect(canvas.queryByLabelText(t.currentPasswordLabel)).toBeNull();
  },
};

/** The delete dialog on a 375 px phone: a margin from the edges, Cancel above the action. */
export const DeleteDialogOnPhone: Story = {
  // The story tests' pseudo-locale look runs every story at its reflow width (320 px), this too.
  globals: { viewport: { value: 'phone', isRotated: false } },
  parameters: {
    viewport: {
      options: {
        phone: {
          name: 'Phone (375 px)',
          styles: { width: '375px', height: '700px' },
          type: 'mobile',
        },
      },
    },
  },
  render: (args) => <DeleteAccountForm onError={args.onError} />,
  play: async ({ canvasElement, globals }) => {
    const t = dictionaryOf({ globals });
    const page = canvasElement.ownerDocument;
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: t.deleteAccountSubmit }),
    );
    const dialog = await within(page.body).findByRole('alertdialog', {
      name: t.deleteAccountConfirmTitle,
    });
    await expect(dialog).toHaveAttribute('lang', t.locale);
    await expect(dialog).toHaveAccessibleDescription(
      fill(t, 'deleteAccountConfirmDescription', { word: t.deleteAccountConfirmWord }),
    );
    const cancel = within(dialog).getByRole('button', { name: t.cancel }).getBoundingClientRect();
    const action = within(dialog)
      .getByRole('button', { name: t.deleteAccountSubmit })
      .getBoundingClientRect();
    const box = dialog.getBoundingClientRect();
    const width = page.documentElement.clientWidth;
    await expect(width).toBeLessThanOrEqual(375);
    await expect(box.left).toBeGreaterThanOrEqual(8);
    await expect(box.right).toBeLessThanOrEqual(width - 8);
    await expect(cancel.bottom).toBeLessThanOrEqual(action.top);
  },
};
