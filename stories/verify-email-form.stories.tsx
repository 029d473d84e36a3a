import type { Meta, StoryObj } from '@storybook/react-vite';
import { fill, VerifyEmailForm } from 'latchkey/ui';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { type AuthStory, signInAda } from './support/auth-story';
import {
  countdownName,
  dictionaryOf,
  expectFieldError,
  expectFormError,
  firstDigit,
  otherCode,
  service,
  typeCode,
} from './support/play';
import { authOf } from './support/story-context';

/** Ada signed up (signed in, email unverified) and was sent a code. */
const codeSent = async (auth: AuthStory) => {
  const user = await signInAda(auth, false);
  await auth.client.requestEmailVerificationOTP({ userId: user.id, email: user.email });
};

/** The 6-digit code from the verification email; Resend code sends a new one. */
const meta = {
  title: 'Forms/VerifyEmailForm',
  component: VerifyEmailForm,
  args: { onSuccess: fn(), onError: fn() },
  parameters: { auth: service(codeSent) },
} satisfies Meta<typeof VerifyEmailForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const latestCode = (loaded: Record<string, unknown>) =>
  authOf({ loaded }).mailbox.latestOtp('ada@example.com', 'verify-email');

/** Waiting for the code, for the signed-in user's address. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/ada@example.com/)).toBeVisible();
  },
};

/** Submitted without a code: the field asks for all 6 digits. */
export const InvalidInput: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = dictionaryOf({ globals });
    const canvas = within(canvasElement);
    await canvas.findByText(/ada@example.com/);
    await userEvent.click(canvas.getByRole('button', { name: t.verifyEmailSubmit }));
    await expectFieldError(canvasElement, firstDigit(t), t.errorOtpRequired);
  },
};

/** A wrong code: said on the code field, with Resend code beside it. */
export const WrongCode: Story = {
  play: async ({ canvasElement, loaded, globals }) => {
    const t = dictionaryOf({ globals });
    await within(canvasElement).findByText(/ada@example.com/);
    await typeCode(canvasElement, t, otherCode(latestCode(loaded)));
    await expectFieldError(canvasElement, firstDigit(t), t.errorInvalidOtp);
  },
};

/** The code is older than 10 minutes. */
export const ExpiredCode: Story = {
  play: async ({ canvasElement, loaded, globals }) => {
    const t = dictionaryOf({ globals });
    await within(canvasElement).findByText(/ada@example.com/);
    authOf({ loaded }).advanceClock(11 * 60_000);
    await typeCode(canvasElement, t, latestCode(loaded));
    await expectFieldError(canvasElement, firstDigit(t), t.errorOtpExpired);
  },
};

/** Resend code: a new code is sent, then the button waits out its cooldown. */
export const Resend: Story = {
  play: async ({ canvasElement, loaded, globals }) => {
    const t = dictionaryOf({ globals });
    const canvas = within(canvasElement);
    await canvas.findByText(/ada@example.com/);
    await userEvent.click(canvas.getByRole('button', { name: t.resendCode }));
    const sent = fill(t, 'codeSent', { email: 'ada@example.com' });
    await expect(await canvas.findByText(sent)).toBeVisible();
    await expect(
      await canvas.findByRole('button', { name: countdownName(t, 'resendCodeIn') }),
    ).toBeDisabled();
    await expect(authOf({ loaded }).mailbox.messages('ada@example.com')).toHaveLength(2);
  },
};

/** The service cannot be reached. */
export const NetworkDown: Story = {
  play: async ({ canvasElement, loaded, globals }) => {
    const t = dictionaryOf({ globals });
    await within(canvasElement).findByText(/ada@example.com/);
    authOf({ loaded }).network.setOffline(true);
    await typeCode(canvasElement, t, latestCode(loaded));
    await expectFormError(canvasElement, t.errorNetwork);
  },
};

/** The right code (typed; a complete code submits): verified. */
export const Success: Story = {
  play: async ({ canvasElement, args, loaded, globals }) => {
    await within(canvasElement).findByText(/ada@example.com/);
    await typeCode(canvasElement, dictionaryOf({ globals }), latestCode(loaded));
    await waitFor(() => expect(args.onSuccess).toHaveBeenCalled());
  },
};
