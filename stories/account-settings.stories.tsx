import type { Meta, StoryObj } from '@storybook/react-vite';
import { AccountSettings, type AuthLocalization } from 'latchkey/ui';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { seededPassword, signInAda } from './support/auth-story';
import { dictionaryOf, expectFieldError, service, typeText } from './support/play';
import { authOf } from './support/story-context';

// Served by the story's own dev server (a loopback http: URL, which the avatar loads).
const origin = globalThis.location?.origin ?? 'http://localhost';
const image = new URL('/stories/support/avatar.svg', origin).href;

/**
 * The account page in one component: Profile (without Email, with the avatar's preview), Email
 * (verified or not, change of address), Password, and Delete account in its danger zone. Each
 * card is a section named by its heading; `sections` picks and orders them.
 */
const meta = {
  title: 'Account/AccountSettings',
  component: AccountSettings,
  args: {
    onProfileSaved: fn(),
    onPasswordChanged: fn(),
    onAccountDeleted: fn(),
    onEmailVerified: fn(),
    onEmailChanged: fn(),
  },
  parameters: { auth: service((auth) => signInAda(auth, false).then(() => {})) },
} satisfies Meta<typeof AccountSettings>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Profile's card, once it shows Ada's name. */
async function profileCard(canvasElement: HTMLElement, t: AuthLocalization) {
  const card = await within(canvasElement).findByRole('form', { name: t.profileTitle });
  await waitFor(() => expect(within(card).getByLabelText(t.nameLabel)).toHaveValue('Ada Lovelace'));
  return within(card);
}

/** Every card, in order: Profile, Email, Password, Danger zone with Delete account. */
export const AllCards: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = dictionaryOf({ globals });
    const canvas = within(canvasElement);
    const profile = await profileCard(canvasElement, t);
    await expect(profile.queryByLabelText(t.emailLabel)).toBeNull();
    await canvas.findByRole('region', { name: t.emailSettingsTitle });
    await expect(canvas.getByRole('form', { name: t.passwordSettingsTitle })).toBeVisible();
    const zone = canvas.getByRole('region', { name: t.dangerZoneTitle });
    await expect(within(zone).getByRole('region', { name: t.deleteAccountTitle })).toBeVisible();
    const headings = canvas.getAllByRole('heading').map((heading) => heading.textContent);
    await expect(headings).toEqual([
      t.profileTitle,
      t.emailSettingsTitle,
      t.passwordSettingsTitle,
      t.dangerZoneTitle,
      t.deleteAccountTitle,
    ]);
  },
};

/** `sections={['password', 'profile']}`: those two, in that order. */
export const ChosenSections: Story = {
  args: { sections: ['password', 'profile'] },
  play: async ({ canvasElement, globals }) => {
    const t = dictionaryOf({ globals });
    await profileCard(canvasElement, t);
    const headings = within(canvasElement)
      .getAllByRole('heading')
      .map((heading) => heading.textContent);
    await expect(headings).toEqual([t.passwordSettingsTitle, t.profileTitle]);
  },
};

/** The avatar's preview follows Avatar URL as it is typed; Save keeps it. */
export const AvatarPreview: Story = {
  play: async ({ canvasElement, globals, args }) => {
    const t = dictionaryOf({ globals });
    const profile = await profileCard(canvasElement, t);
    const preview = canvasElement.querySelector('.lk-avatar-preview') as HTMLElement;
    await expect(preview.querySelector('img')).toBeNull();
    await typeText(profile.getByLabelText(t.avatarUrlLabel), image);
    await waitFor(() => expect(preview.querySelector('img')).toHaveAttribute('src', image));
    await userEvent.click(profile.getByRole('button', { name: t.profileSubmit }));
    await profile.findByText(t.profileSaved);
    await expect(args.onProfileSaved).toHaveBeenCalledOnce();
  },
};

/** Profile's errors, on their fields, with the summary. */
export const ProfileErrors: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = dictionaryOf({ globals });
    const profile = await profileCard(canvasElement, t);
    await userEvent.clear(profile.getByLabelText(t.nameLabel));
    await typeText(profile.getByLabelText(t.avatarUrlLabel), 'ada.png');
    await userEvent.click(profile.getByRole('button', { name: t.profileSubmit }));
    await expectFieldError(canvasElement, t.nameLabel, t.errorNameRequired);
  },
};

/** Signed in 11 minutes ago: Delete account asks for the password in place, then deletes. */
export const DeleteWithPassword: Story = {
  parameters: {
    auth: service(async (auth) => {
      await signInAda(auth);
      auth.advanceClock(11 * 60 * 1000);
    }),
  },
  play: async ({ canvasElement, globals, args, loaded }) => {
    const t = dictionaryOf({ globals });
    await profileCard(canvasElement, t);
    const zone = within(canvasElement).getByRole('region', { name: t.dangerZoneTitle });
    await userEvent.click(within(zone).getByRole('button', { name: t.deleteAccountSubmit }));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = within(
      await body.findByRole('alertdialog', { name: t.deleteAccountConfirmTitle }),
    );
    const word = t.deleteAccountConfirmWord;
    await typeText(dialog.getByRole('textbox'), word);
    await userEvent.click(dialog.getByRole('button', { name: t.deleteAccountSubmit }));
    const password = await dialog.findByLabelText(t.passwordLabel, { selector: 'input' });
    await typeText(password, seededPassword);
    await userEvent.click(dialog.getByRole('button', { name: t.deleteAccountSubmit }));
    await waitFor(() => expect(args.onAccountDeleted).toHaveBeenCalledOnce());
    await expect(authOf({ loaded }).client.getSession().status).toBe('unauthenticated');
  },
};

/** A long name and address on a phone (320 px): every card wraps, nothing scrolls sideways. */
export const LongNameAt320: Story = {
  globals: { viewport: { value: 'reflow', isRotated: false } },
  parameters: {
    auth: service(async (auth) => {
      const email = 'augusta.ada.king-noel.countess-of-lovelace@analytical-engine.example.com';
      await auth.createUser({ name: 'Augusta Ada King-Noel', email, password: seededPassword });
      await auth.signIn({ email, password: seededPassword });
    }),
  },
  play: async ({ canvasElement, globals }) => {
    const t = dictionaryOf({ globals });
    await within(canvasElement).findByRole('region', { name: t.emailSettingsTitle });
    const doc = canvasElement.ownerDocument.documentElement;
    await expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth);
  },
};
