import type { Meta, StoryObj } from '@storybook/react-vite';
import { AuthFlow } from 'latchkey/ui';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { seedAda } from './support/auth-story';
import { dictionaryOf, service, typeCode } from './support/play';
import { authOf } from './support/story-context';

/** Every signed-out view in one component: login, sign-up, verify, forgot, reset. */
const meta = {
  title: 'Flows/AuthFlow',
  component: AuthFlow,
  args: { onSignedIn: fn(), onViewChange: fn() },
  parameters: { auth: service((auth) => seedAda(auth).then(() => {})) },
} satisfies Meta<typeof AuthFlow>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Starts at sign-in. */
export const Login: Story = {};

/** Sign-up sends the code and shows verify-email; the code from the mailbox signs in. */
export const SignupAndVerify: Story = {
  args: { defaultView: 'signup' },
  play: async ({ canvasElement, args, loaded, globals }) => {
    const t = dictionaryOf({ globals });
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(t.nameLabel), 'Grace Hopper');
    await userEvent.type(canvas.getByLabelText(t.emailLabel), 'grace@example.com');
    await userEvent.type(canvas.getByLabelText(t.passwordLabel), 'cobol-1959');
    await userEvent.click(canvas.getByRole('button', { name: t.signupSubmit }));
    await canvas.findByRole('heading', { name: t.verifyEmailTitle });
    const auth = authOf({ loaded });
    await waitFor(() => expect(auth.mailbox.messages('grace@example.com')).toHaveLength(1));
    await typeCode(canvasElement, t, auth.mailbox.latestOtp('grace@example.com'));
    await waitFor(() =>
      expect(args.onSignedIn).toHaveBeenCalledWith(
        expect.objectContaining({ email: 'grace@example.com', emailVerified: true }),
      ),
    );
  },
};

/** Forgot → reset with the emailed code → back at sign-in with a confirmation. */
export const ForgotAndReset: Story = {
  play: async ({ canvasElement, loaded, globals }) => {
    const t = dictionaryOf({ globals });
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t.forgotPasswordLink }));
    await userEvent.type(await canvas.findByLabelText(t.emailLabel), 'ada@example.com');
    await userEvent.click(canvas.getByRole('button', { name: t.forgotPasswordSubmit }));
    await canvas.findByRole('heading', { name: t.resetPasswordTitle });
    await userEvent.type(canvas.getByLabelText(t.newPasswordLabel), 'new-password-2');
    const code = authOf({ loaded }).mailbox.latestOtp('ada@example.com', 'reset-password');
    await typeCode(canvasElement, t, code);
    // On Reset a complete code does not submit by itself (the new password may still be empty).
    await userEvent.click(canvas.getByRole('button', { name: t.resetPasswordSubmit }));
    await expect(await canvas.findByText(t.passwordResetDone)).toBeVisible();
    await expect(canvas.getByRole('heading', { name: t.loginTitle })).toBeVisible();
  },
};
