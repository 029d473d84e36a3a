import type { Meta, StoryObj } from '@storybook/react-vite';
import { AccountSettings, type AuthLocalization, fill } from 'latchkey/ui';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { type AuthStory, seededPassword, signInAda } from './support/auth-story';
import { dictionaryOf, expectFieldError, service, typeText } from './support/play';
import { authOf } from './support/story-context';

// Served by the story's own dev server (a loopback http: URL, which the avatar loads).
const origin = globalThis.location?.origin ?? 'http://localhost';
const image = new URL('/stories/support/avatar.svg', origin).href;

/**
 * The account page in one component, a settings page: the user at the top (avatar, name,
 * email), then a row per section (Profile, Email, Password, Delete account): its title and
 * one-line description at the start (beside the content on a wide page, above it on a phone),
 * its current value and one action. The action opens its form in place; Cancel or a save
 * closes it, and the row says what was saved. One row is open at a time: over typed input,
 * "Discard changes?" asks first.
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

/** The page once Profile's row shows Ada's name. */
async function accountPage(canvasElement: HTMLElement, t: AuthLocalization) {
  const canvas = within(canvasElement);
  const profile = await canvas.findByRole('region', { name: t.profileTitle });
  await waitFor(() => expect(profile).toHaveTextContent('Ada Lovelace'));
  return canvas;
}

type Canvas = Awaited<ReturnType<typeof accountPage>>;

/** The row named `name`, to look inside. */
const row = (canvas: Canvas, name: string) => within(canvas.getByRole('region', { name }));

/** Edit profile pressed: the form open in Profile's row, focus on its first field. */
async function openProfile(canvas: Canvas, t: AuthLocalization) {
  await userEvent.click(row(canvas, t.profileTitle).getByRole('button', { name: t.editProfile }));
  const form = within(
    await row(canvas, t.profileTitle).findByRole('form', { name: t.editProfile }),
  );
  await waitFor(() => expect(form.getByLabelText(t.nameLabel)).toHaveFocus());
  return form;
}

/** Every row at rest: its title, description, value and one action; no form open. */
export const AtRest: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = dictionaryOf({ globals });
    const canvas = await accountPage(canvasElement, t);
    const header = canvasElement.querySelector('[data-slot="account-header"]');
    await expect(header).toHaveTextContent('Ada Lovelace');
    await expect(header).toHaveTextContent('ada@example.com');
    const headings = canvas.getAllByRole('heading').map((heading) => heading.textContent);
    await expect(headings).toEqual([
      t.profileTitle,
      t.emailSettingsTitle,
      t.passwordSettingsTitle,
      t.deleteAccountTitle,
    ]);
    await expect(canvas.queryByRole('form')).toBeNull();
    await expect(row(canvas, t.profileTitle).getByText(t.profileRowDescription)).toBeVisible();
    await expect(
      row(canvas, t.profileTitle).getByRole('button', { name: t.editProfile }),
    ).toHaveAttribute('aria-expanded', 'false');
    await expect(
      row(canvas, t.emailSettingsTitle).getByRole('button', { name: t.changeEmail }),
    ).toBeVisible();
    await expect(
      row(canvas, t.passwordSettingsTitle).getByRole('button', { name: t.changePasswordTitle }),
    ).toBeVisible();
    await expect(
      row(canvas, t.deleteAccountTitle).getByRole('button', { name: t.deleteAccountSubmit }),
    ).toBeVisible();
  },
};

/** On a 375 px phone: each row's title and description above its value and action. */
export const AtRestOnPhone: Story = {
  // The story tests' pseudo-locale look runs every story at its reflow width (320 px), this too.
  globals: { viewport: { value: 'phone', isRotated: false } },
  parameters: {
    viewport: {
      options: {
        phone: {
          name: 'Phone (375 px)',
          styles: { width: '375px', height: '1100px' },
          type: 'mobile',
        },
      },
    },
  },
  play: async ({ canvasElement, globals }) => {
    const t = dictionaryOf({ globals });
    await accountPage(canvasElement, t);
    const doc = canvasElement.ownerDocument.documentElement;
    await expect(doc.clientWidth).toBeLessThanOrEqual(375);
    await expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth);
    for (const section of canvasElement.querySelectorAll('.lk-account-row')) {
      const head = section.querySelector('.lk-row-head')?.getBoundingClientRect();
      const body = section.querySelector('.lk-row-body')?.getBoundingClientRect();
      await expect(head?.bottom).toBeLessThanOrEqual(body?.top ?? 0);
    }
  },
};

/** Edit profile: the form in place of the row's value, focus on Name; Cancel closes it. */
export const ProfileOpen: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = dictionaryOf({ globals });
    const canvas = await accountPage(canvasElement, t);
    const form = await openProfile(canvas, t);
    await expect(form.queryByLabelText(t.emailLabel)).toBeNull();
    await expect(form.getByRole('button', { name: t.cancel })).toBeVisible();
    await expect(
      row(canvas, t.profileTitle).queryByRole('button', { name: t.editProfile }),
    ).toBeNull();
  },
};

/** Saved: the form closes, focus back on Edit profile, and the row says so beside it. */
export const ProfileSaved: Story = {
  play: async ({ canvasElement, globals, args }) => {
    const t = dictionaryOf({ globals });
    const canvas = await accountPage(canvasElement, t);
    const form = await openProfile(canvas, t);
    await typeText(form.getByLabelText(t.phoneLabel), '+44 20 7946 0000');
    await userEvent.click(form.getByRole('button', { name: t.profileSubmit }));
    const profile = row(canvas, t.profileTitle);
    await waitFor(() => expect(profile.getByRole('status')).toHaveTextContent(t.profileSaved));
    await expect(profile.queryByRole('form')).toBeNull();
    await waitFor(() => expect(profile.getByRole('button', { name: t.editProfile })).toHaveFocus());
    await expect(profile.getByText('+44 20 7946 0000')).toBeVisible();
    await expect(args.onProfileSaved).toHaveBeenCalledOnce();
  },
};

/** Profile's errors, on their fields, with the summary; the form stays open. */
export const ProfileErrors: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = dictionaryOf({ globals });
    const form = await openProfile(await accountPage(canvasElement, t), t);
    await userEvent.clear(form.getByLabelText(t.nameLabel));
    await typeText(form.getByLabelText(t.avatarUrlLabel), 'ada.png');
    await userEvent.click(form.getByRole('button', { name: t.profileSubmit }));
    await expectFieldError(canvasElement, t.nameLabel, t.errorNameRequired);
  },
};

/**
 * The service refuses the save: the username is another account's. Said on Username; the form
 * stays open with what was typed.
 */
export const SaveRefused: Story = {
  parameters: {
    auth: service(async (auth) => {
      await auth.createUser({ name: 'Charles Babbage', username: 'babbage' });
      await signInAda(auth, false);
    }),
  },
  play: async ({ canvasElement, globals, args }) => {
    const t = dictionaryOf({ globals });
    const form = await openProfile(await accountPage(canvasElement, t), t);
    await typeText(form.getByLabelText(t.usernameLabel), 'babbage');
    await userEvent.click(form.getByRole('button', { name: t.profileSubmit }));
    await expectFieldError(canvasElement, t.usernameLabel, t.errorUsernameTaken);
    await expect(form.getByLabelText(t.usernameLabel)).toHaveValue('babbage');
    await expect(args.onProfileSaved).not.toHaveBeenCalled();
  },
};

/** Another browser signs in as Ada and changes her password: every session of hers ends. */
async function endSessionElsewhere(auth: AuthStory) {
  const other = auth.createClient();
  const { user } = await other.loginUser({ email: 'ada@example.com', password: seededPassword });
  await other.changePassword({
    userId: user?.id ?? '',
    currentPassword: seededPassword,
    newPassword: 'changed-elsewhere-1',
  });
}

/**
 * The session ends under the open form: Save asks to sign in again in a dialog; what was typed
 * stays in the row, sent again once signed in.
 */
export const SessionEnded: Story = {
  play: async ({ canvasElement, globals, loaded }) => {
    const t = dictionaryOf({ globals });
    const form = await openProfile(await accountPage(canvasElement, t), t);
    await typeText(form.getByLabelText(t.phoneLabel), '+44 20 7946 0000');
    await endSessionElsewhere(authOf({ loaded }));
    await userEvent.click(form.getByRole('button', { name: t.profileSubmit }));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('alertdialog', { name: t.sessionEndedTitle });
    await expect(within(dialog).getByLabelText(t.emailLabel)).toHaveValue('ada@example.com');
    const password = within(dialog).getByLabelText(t.passwordLabel, { selector: 'input' });
    await waitFor(() => expect(password).toHaveFocus());
    await expect(form.getByLabelText(t.phoneLabel)).toHaveValue('+44 20 7946 0000');
  },
};

/**
 * Typed input in Password, then Edit profile: "Discard changes?" asks first, focus on Keep
 * editing.
 */
export const DiscardChanges: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = dictionaryOf({ globals });
    const canvas = await accountPage(canvasElement, t);
    const password = row(canvas, t.passwordSettingsTitle);
    await userEvent.click(password.getByRole('button', { name: t.changePasswordTitle }));
    const current = await password.findByLabelText(t.currentPasswordLabel, { selector: 'input' });
    await waitFor(() => expect(current).toHaveFocus());
    await typeText(current, 'half a password');
    await userEvent.click(row(canvas, t.profileTitle).getByRole('button', { name: t.editProfile }));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('alertdialog', { name: t.discardChangesTitle });
    await expect(dialog).toHaveAccessibleDescription(
      fill(t, 'discardChangesDescription', { section: t.passwordSettingsTitle }),
    );
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: t.keepEditing })).toHaveFocus(),
    );
    await expect(within(dialog).getByRole('button', { name: t.discardChanges })).toBeVisible();
    await expect(current).toHaveValue('half a password');
  },
};

/** Nobody is signed in: the page asks to sign in, with the link to the sign-in view. */
export const SignedOut: Story = {
  args: { onViewChange: fn() },
  parameters: { auth: service(() => {}) },
  play: async ({ canvasElement, globals }) => {
    const t = dictionaryOf({ globals });
    const canvas = within(canvasElement);
    await canvas.findByText(t.signInRequired);
    await expect(canvas.getByRole('heading', { name: t.manageAccount })).toBeVisible();
    await expect(canvas.getByRole('button', { name: t.signInRequiredLink })).toBeVisible();
    await expect(canvas.queryByRole('region', { name: t.profileTitle })).toBeNull();
  },
};

/** `sections={['password', 'profile']}`: those two rows, in that order. */
export const ChosenSections: Story = {
  args: { sections: ['password', 'profile'] },
  play: async ({ canvasElement, globals }) => {
    const t = dictionaryOf({ globals });
    const canvas = await accountPage(canvasElement, t);
    const headings = canvas.getAllByRole('heading').map((heading) => heading.textContent);
    await expect(headings).toEqual([t.passwordSettingsTitle, t.profileTitle]);
  },
};

/** The avatar's preview follows Avatar URL as it is typed; Save keeps it. */
export const AvatarPreview: Story = {
  play: async ({ canvasElement, globals, args }) => {
    const t = dictionaryOf({ globals });
    const canvas = await accountPage(canvasElement, t);
    const form = await openProfile(canvas, t);
    const preview = canvasElement.querySelector('.lk-avatar-preview') as HTMLElement;
    await expect(preview.querySelector('img')).toBeNull();
    await typeText(form.getByLabelText(t.avatarUrlLabel), image);
    await waitFor(() => expect(preview.querySelector('img')).toHaveAttribute('src', image));
    await userEvent.click(form.getByRole('button', { name: t.profileSubmit }));
    await row(canvas, t.profileTitle).findByText(t.profileSaved);
    await expect(args.onProfileSaved).toHaveBeenCalledOnce();
  },
};

/** Signed in 11 minutes ago: Delete account asks for the password in its dialog, then deletes. */
export const DeleteWithPassword: Story = {
  parameters: {
    auth: service(async (auth) => {
      await signInAda(auth);
      auth.advanceClock(11 * 60 * 1000);
    }),
  },
  play: async ({ canvasElement, globals, args, loaded }) => {
    const t = dictionaryOf({ globals });
    const canvas = await accountPage(canvasElement, t);
    await userEvent.click(
      row(canvas, t.deleteAccountTitle).getByRole('button', { name: t.deleteAccountSubmit }),
    );
    const body = within(canvasElement.ownerDocument.body);
    const dialog = within(
      await body.findByRole('alertdialog', { name: t.deleteAccountConfirmTitle }),
    );
    await typeText(dialog.getByRole('textbox'), t.deleteAccountConfirmWord);
    await userEvent.click(dialog.getByRole('button', { name: t.deleteAccountSubmit }));
    const password = await dialog.findByLabelText(t.passwordLabel, { selector: 'input' });
    await typeText(password, seededPassword);
    await userEvent.click(dialog.getByRole('button', { name: t.deleteAccountSubmit }));
    await waitFor(() => expect(args.onAccountDeleted).toHaveBeenCalledOnce());
    await expect(authOf({ loaded }).client.getSession().status).toBe('unauthenticated');
    await expect(await within(canvasElement).findByText(t.accountDeleted)).toBeVisible();
  },
};

/** A long name and address on a phone (320 px): the header and every row wrap, nothing wider. */
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
