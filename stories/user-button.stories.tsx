import type { Meta, StoryObj } from '@storybook/react-vite';
import { AuthUIProvider, UserButton, type UserButtonProps } from 'latchkey/ui';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { seededPassword, signInAda } from './support/auth-story';
import { dictionaryOf, service } from './support/play';

/** The app's header around the button: the menu's links go through the app's router (a spy). */
function Header(props: UserButtonProps & { navigate: (href: string) => void }) {
  const { navigate, ...button } = props;
  return (
    <AuthUIProvider navigate={navigate} viewHrefs={{ account: '/account', login: '/login' }}>
      <header style={{ display: 'flex', justifyContent: 'flex-end' }}>
        <UserButton {...button} />
      </header>
    </AuthUIProvider>
  );
}

/**
 * The account button: the signed-in user's avatar opening a menu (Radix `DropdownMenu`) with the
 * name and email, "Manage account", the app's items and "Sign out".
 */
const meta = {
  title: 'Account/UserButton',
  component: Header,
  args: {
    navigate: fn(),
    afterSignOutHref: '/',
    menuItems: [{ label: 'Billing', href: '/billing' }],
  },
  parameters: { auth: service((auth) => signInAda(auth).then(() => {})) },
} satisfies Meta<typeof Header>;

export default meta;
type Story = StoryObj<typeof meta>;

const menuButton = (canvasElement: HTMLElement, name: string, globals: Record<string, unknown>) =>
  within(canvasElement).findByRole('button', {
    name: dictionaryOf({ globals }).accountMenuLabel.replace('{name}', name),
  });

/** Open: the header (name and email, not an item), Manage account, the app's item, Sign out. */
export const MenuOpen: Story = {
  args: { showName: true },
  play: async ({ canvasElement, globals }) => {
    const t = dictionaryOf({ globals });
    const button = await menuButton(canvasElement, 'Ada Lovelace', globals);
    await userEvent.click(button);
    const menu = within(canvasElement.ownerDocument.body);
    await expect(await menu.findByRole('menu')).toHaveTextContent('ada@example.com');
    const items = menu.getAllByRole('menuitem').map((item) => item.textContent);
    await expect(items).toEqual([t.manageAccount, 'Billing', t.signOut]);
    await expect(menu.getByRole('menuitem', { name: t.manageAccount })).toHaveAttribute(
      'href',
      '/account',
    );
  },
};

/** Sign out from the menu: signed out, then the app's router goes to `afterSignOutHref`. */
export const SignOut: Story = {
  play: async ({ canvasElement, globals, args }) => {
    const t = dictionaryOf({ globals });
    await userEvent.click(await menuButton(canvasElement, 'Ada Lovelace', globals));
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole('menuitem', { name: t.signOut }));
    await waitFor(() => expect(args.navigate).toHaveBeenCalledWith('/'));
  },
};

/** While the first session check runs: the avatar's place is kept (nothing moves later). */
export const Loading: Story = {
  parameters: {
    auth: service((auth) => {
      auth.network.hold('/users/session');
    }),
  },
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(canvasElement.querySelector('.lk-user-button[data-state="loading"]')).toBeVisible(),
    );
  },
};

/** Signed out, with `signInLink`: a "Sign in" link to `viewHrefs.login`, and back to this page. */
export const SignedOutWithSignInLink: Story = {
  args: { signInLink: true },
  parameters: { auth: service(() => {}) },
  play: async ({ canvasElement, globals, args }) => {
    const t = dictionaryOf({ globals });
    const link = await within(canvasElement).findByRole('link', { name: t.userButtonSignIn });
    const { pathname, search, hash } = canvasElement.ownerDocument.location;
    const back = `/login?returnTo=${encodeURIComponent(`${pathname}${search}${hash}`)}`;
    await expect(link).toHaveAttribute('href', back);
    await userEvent.click(link);
    await expect(args.navigate).toHaveBeenCalledWith(back);
  },
};

const longName = 'Augusta Ada King-Noel, Countess of Lovelace and Analytical Engine Enthusiast';

/**
 * A long name and email on a phone (320 px): the button's name wraps; in the menu they are one
 * line each, cut with an ellipsis and whole in their title; the menu stays on screen.
 */
export const LongNameAt320: Story = {
  args: { showName: true },
  globals: { viewport: { value: 'reflow', isRotated: false } },
  parameters: {
    auth: service(async (auth) => {
      const email = 'augusta.ada.king-noel.countess-of-lovelace@analytical-engine.example.com';
      await auth.createUser({ name: longName, email, password: seededPassword });
      await auth.signIn({ email, password: seededPassword });
    }),
  },
  play: async ({ canvasElement, globals }) => {
    await userEvent.click(await menuButton(canvasElement, longName, globals));
    const doc = canvasElement.ownerDocument;
    const menu = await within(doc.body).findByRole('menu');
    const box = menu.getBoundingClientRect();
    await expect(box.left).toBeGreaterThanOrEqual(0);
    await expect(box.right).toBeLessThanOrEqual(doc.documentElement.clientWidth);
    await expect(doc.documentElement.scrollWidth).toBeLessThanOrEqual(
      doc.documentElement.clientWidth,
    );
  },
};
