import type { Meta, StoryObj } from '@storybook/react-vite';
import { EmailVerificationPrompt } from 'latchkey/ui';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { signInAda } from './support/auth-story';
import { dictionaryOf, firstDigit, service, typeCode } from './support/play';
import { authOf } from './support/story-context';

/**
 * The notice for a signed-in user whose address is not verified: "Send code" opens the code
 * field in place; once verified it says so and the rest is gone.
 */
const meta = {
  title: 'Account/EmailVerificationPrompt',
  component: EmailVerificationPrompt,
  args: { onDismiss: fn(), onVerified: fn() },
  parameters: { auth: service((auth) => signInAda(auth, false).then(() => {})) },
} satisfies Meta<typeof EmailVerificationPrompt>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The notice (`role="status"`), with "Send code" and, with `onDismiss`, "Not now". */
export const Notice: Story = {
  play: async ({ canvasElement, globals, args }) => {
    const t = dictionaryOf({ globals });
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(t.emailPromptTitle)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t.emailPromptDismiss }));
    await expect(args.onDismiss).toHaveBeenCalled();
    await expect(canvas.queryByText(t.emailPromptTitle)).toBeNull();
  },
};

/** "Send code": the code field in place, the code sent. */
export const CodeField: Story = {
  play: async ({ canvasElement, globals, loaded }) => {
    const t = dictionaryOf({ globals });
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: t.emailPromptSend }));
    await expect(await canvas.findByLabelText(firstDigit(t))).toHaveFocus();
    await waitFor(() =>
      expect(authOf({ loaded }).mailbox.messages('ada@example.com')).toHaveLength(1),
    );
  },
};

/** The code from the email: "Email verified", and the rest is gone. */
export const Verified: Story = {
  play: async ({ canvasElement, globals, loaded, args }) => {
    const t = dictionaryOf({ globals });
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: t.emailPromptSend }));
    const auth = authOf({ loaded });
    await waitFor(() => expect(auth.mailbox.messages('ada@example.com')).toHaveLength(1));
    await typeCode(canvasElement, t, auth.mailbox.latestOtp('ada@example.com', 'verify-email'));
    await expect(await canvas.findByText(t.emailPromptDone)).toBeVisible();
    await expect(args.onVerified).toHaveBeenCalledWith('ada@example.com');
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** A verified user: nothing. */
export const NothingWhenVerified: Story = {
  parameters: { auth: service((auth) => signInAda(auth, true).then(() => {})) },
  play: async ({ canvasElement, loaded }) => {
    await authOf({ loaded }).settled();
    await expect(canvasElement.querySelector('.lk-email-prompt')).toBeNull();
  },
};
