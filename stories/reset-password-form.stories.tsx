import type { Meta, StoryObj } from '@storybook/react-vite';
import { type AuthLocalization, ResetPasswordForm } from 'latchkey/ui';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { type AuthStory, seedAda } from './support/auth-story';
import {
  dictionaryOf,
  expectFieldError,
  firstDigit,
  otherCode,
  service,
  typeCode,
} from './support/play';
import { authOf } from './support/story-context';

/** Ada forgot her password and was sent a reset code. */
const resetCodeSent = async (auth: AuthStory) => {
  await seedAda(auth);
  await auth.client.requestResetUserPasswordOTP({ email: 'ada@example.com' });
};

/** The reset code and a new password (`resetUserPassword`); it creates no session. */
const meta = {
  title: 'Forms/ResetPasswordForm',
  component: ResetPasswordForm,
  args: { email: 'ada@example.com', onSuccess: fn(), onError: fn(), onViewChange: fn() },
  parameters: { auth: service(resetCodeSent) },
} satisfies Meta<typeof ResetPasswordForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const latestCode = (loaded: Record<string, unknown>) =>
  authOf({ loaded }).mailbox.latestOtp('ada@example.com', 'reset-password');

/** Code and new password, then Reset password (a complete code does not submit here). */
const fillAndSubmit = async (canvasElement: HTMLElement, t: AuthLocalization, code: string) => {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText(t.newPasswordLabel), 'new-password-2');
  await typeCode(canvasElement, t, code);
  await userEvent.click(canvas.getByRole('button', { name: t.resetPasswordSubmit }));
};

/** The email carried from the forgot-password form. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/ada@example.com/)).toBeVisible();
  },
};

/** No email given and nobody signed in: an Email field is shown. */
export const WithoutEmail: Story = {
  args: { email: undefined },
  play: async ({ canvasElement, globals }) => {
    const t = dictionaryOf({ globals });
    await expect(within(canvasElement).getByLabelText(t.emailLabel)).toBeVisible();
  },
};

/** Submitted empty: the code and the new password say what they need. */
export const InvalidInput: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = dictionaryOf({ globals });
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: t.resetPasswordSubmit }),
    );
    await expectFieldError(canvasElement, firstDigit(t), t.errorOtpRequired);
    await expectFieldError(canvasElement, t.newPasswordLabel, t.errorNewPasswordRequired);
  },
};

/** A wrong code: on the code field. */
export const WrongCode: Story = {
  play: async ({ canvasElement, loaded, globals }) => {
    const t = dictionaryOf({ globals });
    await fillAndSubmit(canvasElement, t, otherCode(latestCode(loaded)));
    await expectFieldError(canvasElement, firstDigit(t), t.errorInvalidOtp);
  },
};

/** The code is older than 10 minutes. */
export const ExpiredCode: Story = {
  play: async ({ canvasElement, loaded, globals }) => {
    const t = dictionaryOf({ globals });
    authOf({ loaded }).advanceClock(11 * 60_000);
    await fillAndSubmit(canvasElement, t, latestCode(loaded));
    await expectFieldError(canvasElement, firstDigit(t), t.errorOtpExpired);
  },
};

/** Reset: the new password works, the old one no longer does. */
export const Success: Story = {
  play: async ({ canvasElement, args, loaded, globals }) => {
    await fillAndSubmit(canvasElement, dictionaryOf({ globals }), latestCode(loaded));
    await waitFor(() => expect(args.onSuccess).toHaveBeenCalledWith({ email: 'ada@example.com' }));
    const other = authOf({ loaded }).createClient();
    await expect(
      other.loginUser({ email: 'ada@example.com', password: 'new-password-2' }),
    ).resolves.toBeTruthy();
  },
};
