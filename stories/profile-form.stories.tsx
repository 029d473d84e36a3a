import type { Meta, StoryObj } from '@storybook/react-vite';
import { type AuthLocalization, ProfileForm } from 'latchkey/ui';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { seededPassword, signInAda } from './support/auth-story';
import { dictionaryOf, expectFieldError, expectFormError, service } from './support/play';
import { authOf } from './support/story-context';

/** The signed-in user's profile: loaded with `getUserProfile`, saved with `updateUser`. */
const meta = {
  title: 'Forms/ProfileForm',
  component: ProfileForm,
  args: { onSuccess: fn(), onError: fn() },
  parameters: { auth: service((auth) => signInAda(auth).then(() => {})) },
} satisfies Meta<typeof ProfileForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const loadedName = async (canvasElement: HTMLElement, t: AuthLocalization) => {
  const name = within(canvasElement).getByLabelText(t.nameLabel);
  await waitFor(() => expect(name).toHaveValue('Ada Lovelace'));
  return name;
};

/** Loaded from the service. */
export const Loaded: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = dictionaryOf({ globals });
    await loadedName(canvasElement, t);
    await expect(within(canvasElement).getByLabelText(t.emailLabel)).toHaveValue('ada@example.com');
  },
};

/** Name cleared: it is required. */
export const InvalidInput: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = dictionaryOf({ globals });
    await userEvent.clear(await loadedName(canvasElement, t));
    await userEvent.click(within(canvasElement).getByRole('button', { name: t.profileSubmit }));
    await expectFieldError(canvasElement, t.nameLabel, t.errorNameRequired);
  },
};

/** Another account has that email: said on the Email field. */
export const EmailTaken: Story = {
  parameters: {
    auth: service(async (auth) => {
      await auth.createUser({ email: 'grace@example.com' });
      await signInAda(auth);
    }),
  },
  play: async ({ canvasElement, globals }) => {
    const t = dictionaryOf({ globals });
    const canvas = within(canvasElement);
    await loadedName(canvasElement, t);
    const email = canvas.getByLabelText(t.emailLabel);
    await userEvent.clear(email);
    await userEvent.type(email, 'grace@example.com');
    // A new email needs the current password: the form asks for it.
    await userEvent.type(canvas.getByLabelText(t.currentPasswordLabel), seededPassword);
    await userEvent.click(canvas.getByRole('button', { name: t.profileSubmit }));
    await expectFieldError(canvasElement, t.emailLabel, t.errorEmailInUse);
  },
};

/** A new email: Current password is asked for, and a wrong one is shown on its field. */
export const EmailChangeWrongPassword: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = dictionaryOf({ globals });
    await loadedName(canvasElement, t);
    const canvas = within(canvasElement);
    const email = canvas.getByLabelText(t.emailLabel);
    await userEvent.clear(email);
    await userEvent.type(email, 'ada.new@example.com');
    await userEvent.type(canvas.getByLabelText(t.currentPasswordLabel), 'not-the-password');
    await userEvent.click(canvas.getByRole('button', { name: t.profileSubmit }));
    await expectFieldError(canvasElement, t.currentPasswordLabel, t.errorCurrentPasswordWrong);
    await expect(email).toHaveValue('ada.new@example.com');
  },
};

/** The service cannot be reached. */
export const NetworkDown: Story = {
  play: async ({ canvasElement, loaded, globals }) => {
    const t = dictionaryOf({ globals });
    const name = await loadedName(canvasElement, t);
    authOf({ loaded }).network.setOffline(true);
    await userEvent.type(name, ' King');
    await userEvent.click(within(canvasElement).getByRole('button', { name: t.profileSubmit }));
    await expectFormError(canvasElement, t.errorNetwork);
  },
};

/** Saved: only the changed field is sent; `onSuccess` gets the updated user. */
export const Success: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const t = dictionaryOf({ globals });
    await userEvent.type(await loadedName(canvasElement, t), ' King');
    await userEvent.click(within(canvasElement).getByRole('button', { name: t.profileSubmit }));
    await expect(await within(canvasElement).findByText(t.profileSaved)).toBeVisible();
    await expect(args.onSuccess).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'Ada Lovelace King' }),
    );
  },
};
