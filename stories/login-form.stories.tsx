import type { Meta, StoryObj } from '@storybook/react-vite';
import { type AuthLocalization, AuthUIProvider, de, LoginForm } from 'latchkey/ui';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { exhaustLogins, seedAda, seededPassword } from './support/auth-story';
import {
  countdownName,
  dictionaryOf,
  expectFieldError,
  expectFormError,
  service,
} from './support/play';
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

const fillAndSubmit = async (
  canvasElement: HTMLElement,
  t: AuthLocalization,
  password = seededPassword,
) => {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText(t.emailLabel), 'ada@example.com');
  await userEvent.type(canvas.getByLabelText(t.passwordLabel), password);
  await userEvent.click(canvas.getByRole('button', { name: t.loginSubmit }));
  return canvas;
};

/** Nothing typed yet, with the links to the neighbouring views. */
export const Empty: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = dictionaryOf({ globals });
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: t.loginTitle })).toBeVisible();
    await expect(canvas.getByRole('button', { name: t.forgotPasswordLink })).toBeVisible();
  },
};

/** Submitted empty: each field says what it needs, nothing is sent. */
export const InvalidInput: Story = {
  play: async ({ canvasElement, args, loaded, globals }) => {
    const t = dictionaryOf({ globals });
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t.loginSubmit }));
    const email = canvas.getByLabelText(t.emailLabel);
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    // Two errors or more: focus goes to the error summary.
    await waitFor(() =>
      expect(
        within(canvasElement).getByRole('region', { name: t.errorSummaryTitle }),
      ).toHaveFocus(),
    );
    await expect(canvas.getByLabelText(t.passwordLabel)).toHaveAttribute('aria-invalid', 'true');
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
  play: async ({ canvasElement, globals }) => {
    const t = dictionaryOf({ globals });
    const canvas = await fillAndSubmit(canvasElement, t);
    await waitFor(() => expect(canvas.getByRole('form')).toHaveAttribute('aria-busy', 'true'));
    await expect(canvas.getByRole('button', { name: t.loginSubmit })).toHaveAttribute(
      'data-state',
      'pending',
    );
  },
};

/** A wrong password: one form error, the same whether the email exists or not. */
export const WrongCredentials: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const t = dictionaryOf({ globals });
    const canvas = await fillAndSubmit(canvasElement, t, 'not-the-password');
    await expectFormError(canvasElement, t.errorInvalidCredentials);
    await expect(args.onError).toHaveBeenCalled();
    await expect(canvas.getByLabelText(t.emailLabel)).toHaveValue('ada@example.com');
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
  play: async ({ canvasElement, globals }) => {
    const t = dictionaryOf({ globals });
    const canvas = await fillAndSubmit(canvasElement, t);
    await expectFormError(canvasElement, t.errorRateLimited);
    // The submit counts down in the words of the locale: "Try again in 42 seconds".
    const submit = await canvas.findByRole('button', { name: countdownName(t, 'retryIn') });
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
  play: async ({ canvasElement, args, loaded, globals }) => {
    const t = dictionaryOf({ globals });
    const canvas = await fillAndSubmit(canvasElement, t);
    await expectFormError(canvasElement, t.errorNetwork);
    authOf({ loaded }).network.setOffline(false);
    await userEvent.click(canvas.getByRole('button', { name: t.loginSubmit }));
    await waitFor(() => expect(args.onSuccess).toHaveBeenCalled());
  },
};

/** The right password: signed in, `onSuccess` gets the answer. */
export const Success: Story = {
  play: async ({ canvasElement, args, globals }) => {
    await fillAndSubmit(canvasElement, dictionaryOf({ globals }));
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
  play: async ({ canvasElement, globals }) => {
    const t = dictionaryOf({ globals });
    const canvas = await fillAndSubmit(canvasElement, t);
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(t.signedIn));
    await expect(canvas.getByLabelText(t.passwordLabel)).toHaveValue('');
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
  play: async ({ canvasElement, globals }) => {
    const t = dictionaryOf({ globals });
    const canvas = within(canvasElement);
    const signup = canvas.getByRole('link', { name: t.signupLink });
    await expect(signup).toHaveAttribute('href', '/signup');
    await userEvent.click(signup);
    await expect(navigate).toHaveBeenLastCalledWith('/signup');
    await fillAndSubmit(canvasElement, t);
    await waitFor(() => expect(navigate).toHaveBeenLastCalledWith('/account'));
  },
};

/**
 * With a `notice`: why the user is here (after a password change, say), in the status line so
 * screen readers announce it; a submit clears it.
 */
export const WithNotice: Story = {
  args: { notice: 'Your password was changed. Sign in again with your new password.' },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    // The notice is the app's own text, shown as given.
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent('Your password was changed.'),
    );
    await fillAndSubmit(canvasElement, dictionaryOf({ globals }));
    await waitFor(() => expect(canvas.getByRole('status')).toBeEmptyDOMElement());
  },
};

/** The `locale` global set to German (`de`): every string from the dictionary. */
export const German: Story = {
  globals: { locale: 'de' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: de.loginSubmit }));
    await expectFieldError(canvasElement, de.emailLabel, de.errorEmailRequired);
    await expectFieldError(canvasElement, de.passwordLabel, de.errorPasswordRequired);
  },
};

/** The `theme` global set to dark, with errors showing (contrast is checked by axe). */
export const DarkWithErrors: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement, globals }) => {
    const t = dictionaryOf({ globals });
    const canvas = await fillAndSubmit(canvasElement, t, 'not-the-password');
    await expectFormError(canvasElement, t.errorInvalidCredentials);
    await expect(canvas.getByRole('form').ownerDocument.documentElement).toHaveAttribute(
      'data-theme',
      'dark',
    );
  },
};
