import type { Meta, StoryObj } from '@storybook/react-vite';
import { type AuthLocalization, ChangePasswordForm } from 'latchkey/ui';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { seededPassword, signInAda } from './support/auth-story';
import { dictionaryOf, expectFieldError, expectFormError, service } from './support/play';
import { authOf } from './support/story-context';

/** The signed-in user's password (`changePassword`); every session ends after it. */
const meta = {
  title: 'Forms/ChangePasswordForm',
  component: ChangePasswordForm,
  args: { onSuccess: fn(), onError: fn() },
  parameters: { auth: service((auth) => signInAda(auth).then(() => {})) },
} satisfies Meta<typeof ChangePasswordForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const fillAndSubmit = async (
  canvasElement: HTMLElement,
  t: AuthLocalization,
  current = seededPassword,
) => {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText(t.currentPasswordLabel), current);
  await userEvent.type(canvas.getByLabelText(t.newPasswordLabel), 'new-password-2');
  await userEvent.click(canvas.getByRole('button', { name: t.changePasswordSubmit }));
  return canvas;
};

/** Nothing typed yet; each password has its Show password toggle. */
export const Empty: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = dictionaryOf({ globals });
    const toggles = within(canvasElement).getAllByRole('button', { name: t.showPassword });
    await expect(toggles).toHaveLength(2);
  },
};

/** Submitted empty. */
export const InvalidInput: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = dictionaryOf({ globals });
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t.changePasswordSubmit }));
    await expectFieldError(canvasElement, t.currentPasswordLabel, t.errorCurrentPasswordRequired);
    // Two errors or more: focus goes to the error summary.
    await waitFor(() =>
      expect(
        within(canvasElement).getByRole('region', { name: t.errorSummaryTitle }),
      ).toHaveFocus(),
    );
  },
};

/** The service is slow: the form is busy. */
export const Submitting: Story = {
  parameters: {
    auth: service(async (auth) => {
      await signInAda(auth);
      auth.network.setLatency(60_000, '/users/change-password');
    }),
  },
  play: async ({ canvasElement, globals }) => {
    const canvas = await fillAndSubmit(canvasElement, dictionaryOf({ globals }));
    await waitFor(() => expect(canvas.getByRole('form')).toHaveAttribute('aria-busy', 'true'));
  },
};

/** A wrong current password: said on Current password. */
export const WrongCurrentPassword: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = dictionaryOf({ globals });
    await fillAndSubmit(canvasElement, t, 'not-the-password');
    await expectFieldError(canvasElement, t.currentPasswordLabel, t.errorCurrentPasswordWrong);
  },
};

/** The service cannot be reached. */
export const NetworkDown: Story = {
  play: async ({ canvasElement, loaded, globals }) => {
    const t = dictionaryOf({ globals });
    authOf({ loaded }).network.setOffline(true);
    await fillAndSubmit(canvasElement, t);
    await expectFormError(canvasElement, t.errorNetwork);
  },
};

/** Changed: `onSuccess` runs; this device stays signed in, the others are signed out. */
export const Success: Story = {
  play: async ({ canvasElement, args, loaded, globals }) => {
    const t = dictionaryOf({ globals });
    await fillAndSubmit(canvasElement, t);
    await waitFor(() => expect(args.onSuccess).toHaveBeenCalled());
    await expect(
      await within(canvasElement).findByText(t.changePasswordDoneSignedIn),
    ).toBeVisible();
    await expect(authOf({ loaded }).client.getSession().status).toBe('authenticated');
  },
};

/** Changed, but signing in again with the new password failed: it says so and offers sign-in. */
export const SignInAgainFailed: Story = {
  play: async ({ canvasElement, loaded, globals }) => {
    const t = dictionaryOf({ globals });
    const auth = authOf({ loaded });
    const login = auth.network.hold('/users/login');
    const submitted = fillAndSubmit(canvasElement, t);
    await login.reached();
    auth.network.setOffline(true);
    login.release();
    await submitted;
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText(t.changePasswordDone)).toBeVisible());
    const signIn = await canvas.findByRole('form', { name: t.loginTitle });
    await expect(within(signIn).getByLabelText(t.emailLabel)).not.toHaveValue('');
    auth.network.setOffline(false);
  },
};
