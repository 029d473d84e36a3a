import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AccountSettings } from '@/components/latchkey/account-settings';
import { UserButton } from '@/components/latchkey/user-button';
import { VerifyEmailForm } from '@/components/latchkey/verify-email-form';
import { signInAda } from '../support/auth-story';
import { dictionaryOf, service } from '../support/play';
import { withShadcn } from './shadcn-canvas';

/** The registry's signed-in items: email verification, the account button, account settings. */
const meta = {
  title: 'shadcn/Signed in',
  decorators: [withShadcn],
  parameters: { auth: service((auth) => signInAda(auth).then(() => {})) },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Ada signed up and was sent a code: the 6-digit code over InputOTP. */
export const VerifyEmail: Story = {
  parameters: {
    auth: service(async (auth) => {
      const user = await signInAda(auth, false);
      await auth.client.requestEmailVerificationOTP({ userId: user.id, email: user.email });
    }),
  },
  render: () => <VerifyEmailForm onSuccess={fn()} onError={fn()} />,
  play: async ({ canvasElement, globals }) => {
    const t = dictionaryOf({ globals });
    await expect(within(canvasElement).getByLabelText(t.otpLabel)).toBeVisible();
  },
};

/** The account button over DropdownMenu; open, the menu says who is signed in. */
export const AccountMenu: Story = {
  render: () => <UserButton />,
  play: async ({ canvasElement, globals }) => {
    const name = dictionaryOf({ globals }).accountMenuLabel.replace('{name}', 'Ada Lovelace');
    const button = await within(canvasElement).findByRole('button', { name });
    await userEvent.click(button);
    const menu = await within(canvasElement.ownerDocument.body).findByRole('menu');
    await expect(menu).toHaveTextContent('ada@example.com');
    await userEvent.keyboard('{Escape}');
  },
};

/** Account settings: the user, then a row per section (value and one action) in one Card. */
export const Settings: Story = {
  render: () => <AccountSettings />,
  play: async ({ canvasElement, globals }) => {
    const t = dictionaryOf({ globals });
    const page = within(canvasElement);
    // At rest: the user at the top, each row with its value and one action.
    const profile = await page.findByRole('region', { name: t.profileTitle });
    await expect(profile).toHaveTextContent('Ada Lovelace');
    await expect(within(profile).getByRole('button', { name: t.editProfile })).toBeVisible();
    await expect(page.getByRole('button', { name: t.changePasswordTitle })).toBeVisible();
  },
};

/** A row open: Edit profile opens the form in place, focus on its first field. */
export const SettingsProfileOpen: Story = {
  render: () => <AccountSettings />,
  play: async ({ canvasElement, globals }) => {
    const t = dictionaryOf({ globals });
    const page = within(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: t.editProfile }));
    const name = await page.findByLabelText(t.nameLabel);
    await waitFor(() => expect(name).toHaveFocus());
  },
};
