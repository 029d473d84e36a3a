import type { Meta, StoryObj } from '@storybook/react-vite';
import { ProfileForm } from 'latchkey/ui';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { seededPassword, signInAda } from './support/auth-story';
import { expectFieldError, expectFormError, service } from './support/play';
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

const loadedName = async (canvasElement: HTMLElement) => {
  const name = within(canvasElement).getByLabelText('Name');
  await waitFor(() => expect(name).toHaveValue('Ada Lovelace'));
  return name;
};

/** Loaded from the service. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    await loadedName(canvasElement);
    await expect(within(canvasElement).getByLabelText('Email')).toHaveValue('ada@example.com');
  },
};

/** Name cleared: it is required. */
export const InvalidInput: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.clear(await loadedName(canvasElement));
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Save changes' }));
    await expectFieldError(canvasElement, 'Name', /required/);
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
  play: async ({ canvasElement }) => {
    await loadedName(canvasElement);
    const email = within(canvasElement).getByLabelText('Email');
    await userEvent.clear(email);
    await userEvent.type(email, 'grace@example.com');
    // A new email needs the current password: the form asks for it.
    await userEvent.type(within(canvasElement).getByLabelText('Current password'), seededPassword);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Save changes' }));
    await expectFieldError(canvasElement, 'Email', /already exists/);
  },
};

/** A new email: Current password is asked for, and a wrong one is shown on its field. */
export const EmailChangeWrongPassword: Story = {
  play: async ({ canvasElement }) => {
    await loadedName(canvasElement);
    const canvas = within(canvasElement);
    const email = canvas.getByLabelText('Email');
    await userEvent.clear(email);
    await userEvent.type(email, 'ada.new@example.com');
    await userEvent.type(canvas.getByLabelText('Current password'), 'not-the-password');
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }));
    await expectFieldError(canvasElement, 'Current password', /current password is wrong/);
    await expect(email).toHaveValue('ada.new@example.com');
  },
};

/** The service cannot be reached. */
export const NetworkDown: Story = {
  play: async ({ canvasElement, loaded }) => {
    const name = await loadedName(canvasElement);
    authOf({ loaded }).network.setOffline(true);
    await userEvent.type(name, ' King');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Save changes' }));
    await expectFormError(canvasElement, /cannot be reached/);
  },
};

/** Saved: only the changed field is sent; `onSuccess` gets the updated user. */
export const Success: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.type(await loadedName(canvasElement), ' King');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Save changes' }));
    await expect(await within(canvasElement).findByText('Your changes were saved.')).toBeVisible();
    await expect(args.onSuccess).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'Ada Lovelace King' }),
    );
  },
};
