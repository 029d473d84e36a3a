import type { Meta, StoryObj } from '@storybook/react-vite';
import { type AuthLocalization, ForgotPasswordForm } from 'latchkey/ui';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { seedAda } from './support/auth-story';
import {
  countdownName,
  dictionaryOf,
  expectFieldError,
  expectFormError,
  service,
} from './support/play';

/** Asks for a reset code (`requestResetUserPasswordOTP`); unknown addresses answer the same. */
const meta = {
  title: 'Forms/ForgotPasswordForm',
  component: ForgotPasswordForm,
  args: { onSuccess: fn(), onError: fn(), onViewChange: fn() },
  parameters: { auth: service((auth) => seedAda(auth).then(() => {})) },
} satisfies Meta<typeof ForgotPasswordForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const submitEmail = async (
  canvasElement: HTMLElement,
  t: AuthLocalization,
  email = 'ada@example.com',
) => {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText(t.emailLabel), email);
  await userEvent.click(canvas.getByRole('button', { name: t.forgotPasswordSubmit }));
  return canvas;
};

/** Nothing typed yet. */
export const Empty: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = dictionaryOf({ globals });
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: t.forgotPasswordTitle })).toBeVisible();
    await expect(canvas.getByRole('button', { name: t.backToLoginLink })).toBeVisible();
  },
};

/** A malformed address: said on the field, nothing sent. */
export const InvalidInput: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const t = dictionaryOf({ globals });
    await submitEmail(canvasElement, t, 'ada');
    await expectFieldError(canvasElement, t.emailLabel, t.errorInvalidEmail);
    await expect(args.onSuccess).not.toHaveBeenCalled();
  },
};

/** The service is slow: the form is busy. */
export const Submitting: Story = {
  parameters: {
    auth: service((auth) => auth.network.setLatency(60_000, '/users/forgot-password')),
  },
  play: async ({ canvasElement, globals }) => {
    const canvas = await submitEmail(canvasElement, dictionaryOf({ globals }));
    await waitFor(() => expect(canvas.getByRole('form')).toHaveAttribute('aria-busy', 'true'));
  },
};

/** Three codes asked for in 15 minutes already: the fourth waits, with a countdown. */
export const RateLimited: Story = {
  parameters: {
    auth: service(async (auth) => {
      for (let i = 0; i < 3; i++) {
        await auth.client.requestResetUserPasswordOTP({ email: 'ada@example.com' });
      }
    }),
  },
  play: async ({ canvasElement, globals }) => {
    const t = dictionaryOf({ globals });
    const canvas = await submitEmail(canvasElement, t);
    await expectFormError(canvasElement, t.errorRateLimited);
    await expect(
      await canvas.findByRole('button', { name: countdownName(t, 'retryIn') }),
    ).toBeDisabled();
  },
};

/** The service cannot be reached. */
export const NetworkDown: Story = {
  parameters: { auth: service((auth) => auth.network.setOffline(true)) },
  play: async ({ canvasElement, globals }) => {
    const t = dictionaryOf({ globals });
    await submitEmail(canvasElement, t);
    await expectFormError(canvasElement, t.errorNetwork);
  },
};

/** No API key given to AuthProvider: a configuration error, before any request. */
export const MissingApiKey: Story = {
  parameters: { auth: service(() => {}, { clientHasApiKey: false }) },
  play: async ({ canvasElement, globals }) => {
    const t = dictionaryOf({ globals });
    await submitEmail(canvasElement, t);
    await expectFormError(canvasElement, t.errorApiKeyRequired);
  },
};

/** Sent: `onSuccess` gets the address (the same for an unknown one). */
export const Success: Story = {
  play: async ({ canvasElement, args, globals }) => {
    await submitEmail(canvasElement, dictionaryOf({ globals }));
    await waitFor(() => expect(args.onSuccess).toHaveBeenCalledWith({ email: 'ada@example.com' }));
  },
};
