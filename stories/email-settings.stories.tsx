import type { Meta, StoryObj } from '@storybook/react-vite';
import { AuthProvider } from 'latchkey/react';
import { type AuthLocalization, EmailSettings, fill } from 'latchkey/ui';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { type AuthStory, seededPassword, signInAda } from './support/auth-story';
import {
  dictionaryOf,
  expectFieldError,
  firstDigit,
  otherCode,
  service,
  typeCode,
  typeText,
} from './support/play';
import { authOf } from './support/story-context';

/**
 * The account page's Email section: the address with its badge from the user record's
 * `emailVerified`, verifying it in place, and changing it (new address and current password,
 * then a code to the new address, verified in place).
 */
const meta = {
  title: 'Account/EmailSettings',
  component: EmailSettings,
  args: { onVerified: fn(), onEmailChanged: fn() },
  parameters: { auth: service((auth) => signInAda(auth, false).then(() => {})) },
} satisfies Meta<typeof EmailSettings>;

export default meta;
type Story = StoryObj<typeof meta>;

const newAddress = 'ada@new.example';

/** The section's badge, once the session has answered. */
const badge = (canvasElement: HTMLElement) =>
  waitFor(() => {
    const element = canvasElement.querySelector<HTMLElement>('[data-slot="badge"]');
    if (!element) throw new Error('no badge yet');
    return element;
  });

const button = (canvasElement: HTMLElement, name: string) =>
  within(canvasElement).findByRole('button', { name });

/** Opens Change email, types the new address and the password, and saves. */
async function changeTo(canvasElement: HTMLElement, t: AuthLocalization, password: string) {
  await userEvent.click(await button(canvasElement, t.changeEmail));
  const canvas = within(canvasElement);
  await typeText(canvas.getByLabelText(t.newEmailLabel), newAddress);
  await typeText(canvas.getByLabelText(t.currentPasswordLabel), password);
  await userEvent.click(canvas.getByRole('button', { name: t.changeEmailSubmit }));
}

const latestCode = (auth: AuthStory, email: string) =>
  auth.mailbox.latestOtp(email, 'verify-email');

/** Not verified: the badge says so, with "Send verification code" and "Change email". */
export const Unverified: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = dictionaryOf({ globals });
    await expect(await badge(canvasElement)).toHaveTextContent(t.emailStatusNotVerified);
    await expect(await button(canvasElement, t.emailSendVerification)).toBeVisible();
    await expect(await button(canvasElement, t.changeEmail)).toBeVisible();
  },
};

/** Verified: the badge says so; only "Change email". */
export const Verified: Story = {
  parameters: { auth: service((auth) => signInAda(auth, true).then(() => {})) },
  play: async ({ canvasElement, globals }) => {
    const t = dictionaryOf({ globals });
    await expect(await badge(canvasElement)).toHaveTextContent(t.emailStatusVerified);
    await expect(
      within(canvasElement).queryByRole('button', { name: t.emailSendVerification }),
    ).toBeNull();
  },
};

/** A service that does not send `emailVerified` (here: a session seeded without it). */
function WithoutEmailVerified({ auth }: { auth: AuthStory }) {
  const [client] = useState(() => auth.createClient());
  const [user] = useState(() => {
    const { emailVerified: _, ...rest } = auth.client.getSession().user ?? {
      id: '',
      name: '',
      email: '',
    };
    return rest;
  });
  return (
    <AuthProvider
      client={client}
      crossTabSync={false}
      initialSession={{ authenticated: true, user }}
    >
      <EmailSettings />
    </AuthProvider>
  );
}

/** No `emailVerified` from the service: the address without a badge, and "Change email". */
export const NoEmailVerified: Story = {
  render: (_args, context) => <WithoutEmailVerified auth={authOf(context)} />,
  play: async ({ canvasElement, globals }) => {
    const t = dictionaryOf({ globals });
    await expect(await within(canvasElement).findByText('ada@example.com')).toBeVisible();
    await expect(canvasElement.querySelector('[data-slot="badge"]')).toBeNull();
    await expect(await button(canvasElement, t.changeEmail)).toBeVisible();
  },
};

/** "Send verification code": the code field in place; the code from the email; "Verified". */
export const VerifyInPlace: Story = {
  play: async ({ canvasElement, globals, loaded, args }) => {
    const t = dictionaryOf({ globals });
    await userEvent.click(await button(canvasElement, t.emailSendVerification));
    const auth = authOf({ loaded });
    await waitFor(() => expect(auth.mailbox.messages('ada@example.com')).toHaveLength(1));
    await typeCode(canvasElement, t, latestCode(auth, 'ada@example.com'));
    await waitFor(() => expect(args.onVerified).toHaveBeenCalledWith('ada@example.com'));
    await expect(await badge(canvasElement)).toHaveTextContent(t.emailStatusVerified);
    // Said on the render after onVerified (which runs in the same handler): waited for.
    await waitFor(() =>
      expect(within(canvasElement).getByRole('status')).toHaveTextContent(t.emailVerified),
    );
  },
};

/** The code field with a wrong code: said on the field, with Resend code and Cancel. */
export const VerifyWrongCode: Story = {
  play: async ({ canvasElement, globals, loaded }) => {
    const t = dictionaryOf({ globals });
    await userEvent.click(await button(canvasElement, t.emailSendVerification));
    const auth = authOf({ loaded });
    await waitFor(() => expect(auth.mailbox.messages('ada@example.com')).toHaveLength(1));
    await typeCode(canvasElement, t, otherCode(latestCode(auth, 'ada@example.com')));
    await expectFieldError(canvasElement, firstDigit(t), t.errorInvalidOtp);
  },
};

/** Change email, saved empty: each field says what it needs. */
export const ChangeEmailInvalid: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = dictionaryOf({ globals });
    await userEvent.click(await button(canvasElement, t.changeEmail));
    await userEvent.click(await button(canvasElement, t.changeEmailSubmit));
    await expectFieldError(canvasElement, t.newEmailLabel, t.errorNewEmailRequired);
    await expectFieldError(canvasElement, t.currentPasswordLabel, t.errorCurrentPasswordRequired);
  },
};

/** Change email with a wrong current password: said on Current password, the address kept. */
export const ChangeEmailWrongPassword: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = dictionaryOf({ globals });
    await changeTo(canvasElement, t, 'not-the-password');
    await expectFieldError(canvasElement, t.currentPasswordLabel, t.errorCurrentPasswordWrong);
    await expect(within(canvasElement).getByLabelText(t.newEmailLabel)).toHaveValue(newAddress);
  },
};

/** Saved: a code went to the new address; the field says where, and that the old one is done. */
export const ChangeEmailCodeSent: Story = {
  parameters: { auth: service((auth) => signInAda(auth, true).then(() => {})) },
  play: async ({ canvasElement, globals, loaded, args }) => {
    const t = dictionaryOf({ globals });
    await changeTo(canvasElement, t, seededPassword);
    const words = fill(t, 'emailChangedDescription', {
      email: newAddress,
      previousEmail: 'ada@example.com',
    });
    await expect(await within(canvasElement).findByText(words)).toBeVisible();
    await waitFor(() => expect(authOf({ loaded }).mailbox.messages(newAddress)).toHaveLength(1));
    await expect(args.onEmailChanged).toHaveBeenCalled();
    await expect(await badge(canvasElement)).toHaveTextContent(t.emailStatusNotVerified);
  },
};

/** The code from the new address's email: the new address is verified. */
export const ChangeEmailVerified: Story = {
  parameters: { auth: service((auth) => signInAda(auth, true).then(() => {})) },
  play: async ({ canvasElement, globals, loaded }) => {
    const t = dictionaryOf({ globals });
    await changeTo(canvasElement, t, seededPassword);
    const auth = authOf({ loaded });
    await waitFor(() => expect(auth.mailbox.messages(newAddress)).toHaveLength(1));
    await within(canvasElement).findByLabelText(firstDigit(t));
    await typeCode(canvasElement, t, latestCode(auth, newAddress));
    await waitFor(async () =>
      expect(await badge(canvasElement)).toHaveTextContent(t.emailStatusVerified),
    );
    await expect(within(canvasElement).getByText(newAddress)).toBeVisible();
  },
};
