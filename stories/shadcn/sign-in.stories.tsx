import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AuthFlow } from '@/components/latchkey/auth-flow';
import { ForgotPasswordForm } from '@/components/latchkey/forgot-password-form';
import { LoginForm } from '@/components/latchkey/login-form';
import { ResetPasswordForm } from '@/components/latchkey/reset-password-form';
import { type AuthStory, seedAda } from '../support/auth-story';
import { dictionaryOf, expectFormError, service } from '../support/play';
import { withShadcn } from './shadcn-canvas';

/** The registry's signed-out items: sign-in, forgot and reset password, and the flow of them. */
const meta = {
  title: 'shadcn/Sign in',
  decorators: [withShadcn],
  parameters: { auth: service((auth) => seedAda(auth).then(() => {})) },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** The sign-in form; a wrong password is said on the form. */
export const Login: Story = {
  render: () => <LoginForm onSuccess={fn()} onError={fn()} onViewChange={fn()} />,
  play: async ({ canvasElement, globals }) => {
    const t = dictionaryOf({ globals });
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(t.emailLabel), 'ada@example.com');
    await userEvent.type(canvas.getByLabelText(t.passwordLabel), 'not-her-password');
    await userEvent.click(canvas.getByRole('button', { name: t.loginSubmit }));
    await expectFormError(canvasElement, t.errorInvalidCredentials);
  },
};

/** Forgot password: the email to send a reset code to. */
export const ForgotPassword: Story = {
  render: () => <ForgotPasswordForm onSuccess={fn()} onError={fn()} onViewChange={fn()} />,
  play: async ({ canvasElement, globals }) => {
    const t = dictionaryOf({ globals });
    await expect(within(canvasElement).getByLabelText(t.emailLabel)).toBeVisible();
  },
};

/** Ada was sent a reset code: the code (over InputOTP) and a new password. */
export const ResetPassword: Story = {
  parameters: {
    auth: service(async (auth: AuthStory) => {
      await seedAda(auth);
      await auth.client.requestResetUserPasswordOTP({ email: 'ada@example.com' });
    }),
  },
  render: () => (
    <ResetPasswordForm
      email="ada@example.com"
      onSuccess={fn()}
      onError={fn()}
      onViewChange={fn()}
    />
  ),
  play: async ({ canvasElement, globals }) => {
    const t = dictionaryOf({ globals });
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText(t.newPasswordLabel)).toBeVisible();
    await expect(canvas.getByLabelText(t.otpLabel)).toBeVisible();
  },
};

/** The whole signed-out flow, from sign-in: its links move between the views. */
export const Flow: Story = {
  render: () => <AuthFlow onSignedIn={fn()} />,
  play: async ({ canvasElement, globals }) => {
    const t = dictionaryOf({ globals });
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: t.loginTitle })).toBeVisible();
  },
};
