import type { Meta, StoryObj } from '@storybook/react-vite';
import { AuthUIProvider, LoginForm } from 'latchkey/ui';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { exhaustLogins, seedAda, seededPassword } from './support/auth-story';
import { expectFormError, service } from './support/play';
import { authOf } from './support/story-context';

/** Sign-in: `loginUser` with one message for a wrong email or password. */
const meta = {
  title: 'Forms/LoginForm',
  component: LoginForm,
  args: { onSuccess: fn(), onError: fn(), onViewChange: fn() },
  parameters: { auth: service((auth) => seedAda(auth).then(() => {})) },
} satisfies Meta<typeof LoginForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const fillAndSubmit = async (canvasElement: HTMLElement, password = seededPassword) => {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText('Email'), 'ada@example.com');
  await userEvent.type(canvas.getByLabelText('Password'), password);
  await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
  return canvas;
};

/** Nothing typed yet, with the links to the neighbouring views. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Forgot password?' })).toBeVisible();
  },
};

/** Submitted empty: each field says what it needs, nothing is sent. */
export const InvalidInput: Story = {
  play: async ({ canvasElement, args, loaded }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    const email = canvas.getByLabelText('Email');
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    // Two errors or more: focus goes to the error summary.
    await waitFor(() =>
      expect(within(canvasElement).getByRole('region', { name: 'There is a problem' })).toHaveFocus(),
    );
    await expect(canvas.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSuccess).not.toHaveBeenCalled();
    await expect(authOf({ loaded }).requests).not.toContain('POST /users/login');
  },
};

/** The service is slow: the form is busy and its submit disabled while it waits. */
export const Submitting: Story = {
  parameters: {
    auth: service(async (auth) => {
      await seedAda(auth);
      auth.network.setLatency(60_000, '/users/login');
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = await fillAndSubmit(canvasElement);
    await waitFor(() => expect(canvas.getByRole('form')).toHaveAttribute('aria-busy', 'true'));
    await expect(canvas.getByRole('button', { name: 'Sign in' })).toHaveAttribute(
      'data-state',
      'pending',
    );
  },
};

/** A wrong password: one form error, the same whether the email exists or not. */
export const WrongCredentials: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = await fillAndSubmit(canvasElement, 'not-the-password');
    await expectFormError(canvasElement, /email or password is wrong/);
    await expect(args.onError).toHaveBeenCalled();
    await expect(canvas.getByLabelText('Email')).toHaveValue('ada@example.com');
  },
};

/** Ten failed tries already: the service says wait, the submit counts down. */
export const RateLimited: Story = {
  parameters: {
    auth: service(async (auth) => {
      await seedAda(auth);
      await exhaustLogins(auth);
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = await fillAndSubmit(canvasElement);
    await expectFormError(canvasElement, /Too many attempts/);
    const submit = await canvas.findByRole('button', { name: /Try again in \d+ seconds?/ });
    await expect(submit).toBeDisabled();
  },
};

/** The service cannot be reached: a form error, and submitting again retries. */
export const NetworkDown: Story = {
  parameters: {
    auth: service(async (auth) => {
      await seedAda(auth);
      auth.network.setOffline(true);
    }),
  },
  play: async ({ canvasElement, args, loaded }) => {
    const canvas = await fillAndSubmit(canvasElement);
    await expectFormError(canvasElement, /cannot be reached/);
    authOf({ loaded }).network.setOffline(false);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(args.onSuccess).toHaveBeenCalled());
  },
};

/** The right password: signed in, `onSuccess` gets the answer. */
export const Success: Story = {
  play: async ({ canvasElement, args }) => {
    await fillAndSubmit(canvasElement);
    await waitFor(() =>
      expect(args.onSuccess).toHaveBeenCalledWith(
        expect.objectContaining({ user: expect.objectContaining({ email: 'ada@example.com' }) }),
      ),
    );
  },
};

/** No `onSuccess`, no `redirectTo`: the form itself says it worked and empties the password. */
export const SuccessUnhandled: Story = {
  args: { onSuccess: undefined },
  play: async ({ canvasElement }) => {
    const canvas = await fillAndSubmit(canvasElement);
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('You are signed in.'));
    await expect(canvas.getByLabelText('Password')).toHaveValue('');
  },
};

/** Records where the links sent the user (the app's router). */
const navigate = fn();

/**
 * Under `AuthUIProvider viewHrefs`: the links to other views are real links (open in a new tab,
 * work before hydration); a plain click goes through the app's `navigate`.
 */
export const WithViewLinks: Story = {
  args: { onViewChange: undefined, redirectTo: '/account' },
  decorators: [
    (Story) => (
      <AuthUIProvider
        navigate={navigate}
        viewHrefs={{ signup: '/signup', 'forgot-password': '/forgot-password' }}
      >
        <Story />
      </AuthUIProvider>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const signup = canvas.getByRole('link', { name: 'Create an account' });
    await expect(signup).toHaveAttribute('href', '/signup');
    await userEvent.click(signup);
    await expect(navigate).toHaveBeenLastCalledWith('/signup');
    await fillAndSubmit(canvasElement);
    await waitFor(() => expect(navigate).toHaveBeenLastCalledWith('/account'));
  },
};

/**
 * With a `notice`: why the user is here (after a password change, say), in the status line so
 * screen readers announce it; a submit clears it.
 */
export const WithNotice: Story = {
  args: { notice: 'Your password was changed. Sign in again with your new password.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent('Your password was changed.'),
    );
    await fillAndSubmit(canvasElement);
    await waitFor(() => expect(canvas.getByRole('status')).toBeEmptyDOMElement());
  },
};

/** The `locale` global set to German (`de`): every string from the dictionary. */
export const German: Story = {
  globals: { locale: 'de' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Anmelden' }));
    await waitFor(() =>
      expect(canvas.getAllByText('Dieses Feld ist erforderlich.')).toHaveLength(2),
    );
  },
};

/** The `theme` global set to dark, with errors showing (contrast is checked by axe). */
export const DarkWithErrors: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    const canvas = await fillAndSubmit(canvasElement, 'not-the-password');
    await expectFormError(canvasElement, /email or password is wrong/);
    await expect(canvas.getByRole('form').ownerDocument.documentElement).toHaveAttribute(
      'data-theme',
      'dark',
    );
  },
};
