import type { Meta, StoryObj } from '@storybook/react-vite';
import { SignupForm } from 'latchkey/ui';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { seedAda } from './support/auth-story';
import { expectFieldError, expectFormError, service } from './support/play';

/** Sign-up: `signupUser`; a taken email is shown on the Email field. */
const meta = {
  title: 'Forms/SignupForm',
  component: SignupForm,
  args: { onSuccess: fn(), onError: fn(), onViewChange: fn() },
} satisfies Meta<typeof SignupForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const fillAndSubmit = async (canvasElement: HTMLElement, email = 'grace@example.com') => {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText('Name'), 'Grace Hopper');
  await userEvent.type(canvas.getByLabelText('Email'), email);
  await userEvent.type(canvas.getByLabelText('Password'), 'cobol-1959');
  await userEvent.click(canvas.getByRole('button', { name: 'Create account' }));
  return canvas;
};

/** Nothing typed yet. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Create an account' })).toBeVisible();
    await expect(canvas.getByLabelText('Password')).toHaveAttribute('autocomplete', 'new-password');
  },
};

/** The opt-in fields: Username, Phone, Address, Avatar URL. */
export const WithOptionalFields: Story = {
  args: { optionalFields: ['username', 'phone', 'address', 'avatarUrl'] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Avatar URL')).toBeVisible();
  },
};

/** Submitted empty: each field says what it needs; focus on the first. */
export const InvalidInput: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Password'), 'short');
    await userEvent.click(canvas.getByRole('button', { name: 'Create account' }));
    await expectFieldError(canvasElement, 'Name', /required/);
    // Two errors or more: focus goes to the error summary.
    await waitFor(() =>
      expect(within(canvasElement).getByRole('region', { name: 'There is a problem' })).toHaveFocus(),
    );
    await expectFieldError(canvasElement, 'Password', /at least 8 characters/);
    await expect(args.onSuccess).not.toHaveBeenCalled();
  },
};

/** The service is slow: the form is busy. */
export const Submitting: Story = {
  parameters: { auth: service((auth) => auth.network.setLatency(60_000, '/users/signup')) },
  play: async ({ canvasElement }) => {
    const canvas = await fillAndSubmit(canvasElement);
    await waitFor(() => expect(canvas.getByRole('form')).toHaveAttribute('aria-busy', 'true'));
  },
};

/** The email has an account already: said on the Email field, nothing typed is lost. */
export const EmailTaken: Story = {
  parameters: { auth: service((auth) => seedAda(auth).then(() => {})) },
  play: async ({ canvasElement, args }) => {
    const canvas = await fillAndSubmit(canvasElement, 'ada@example.com');
    await expectFieldError(canvasElement, 'Email', /already exists/);
    await expect(canvas.getByLabelText('Name')).toHaveValue('Grace Hopper');
    await expect(args.onError).toHaveBeenCalled();
  },
};

/** The service cannot be reached. */
export const NetworkDown: Story = {
  parameters: { auth: service((auth) => auth.network.setOffline(true)) },
  play: async ({ canvasElement }) => {
    await fillAndSubmit(canvasElement);
    await expectFormError(canvasElement, /cannot be reached/);
  },
};

/** Created: `onSuccess` gets the new user (signed in, email not yet verified). */
export const Success: Story = {
  play: async ({ canvasElement, args }) => {
    await fillAndSubmit(canvasElement);
    await waitFor(() =>
      expect(args.onSuccess).toHaveBeenCalledWith(
        expect.objectContaining({ user: expect.objectContaining({ email: 'grace@example.com' }) }),
      ),
    );
  },
};
