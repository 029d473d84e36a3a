import type { Meta, StoryObj } from '@storybook/react-vite';
import { RequireAuth, useLogout } from 'latchkey/react';
import { AuthUIProvider, type NavigateOptions, RedirectToSignIn } from 'latchkey/ui';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { signInAda } from './support/auth-story';
import { service } from './support/play';

/** The app's own content of a protected page, with its own sign-out button. */
function AccountContent() {
  const logout = useLogout();
  return (
    <div>
      <p>The account page: only for a signed-in user.</p>
      <button type="button" onClick={() => logout.mutate()}>
        Sign out here
      </button>
    </div>
  );
}

/** A protected page: the app's router is a spy, so the redirect shows as a call. */
function ProtectedPage({
  navigate,
}: {
  navigate: (href: string, options?: NavigateOptions) => void;
}) {
  return (
    <AuthUIProvider navigate={navigate} viewHrefs={{ login: '/login' }}>
      <RequireAuth fallback={<RedirectToSignIn />}>
        <AccountContent />
      </RequireAuth>
    </AuthUIProvider>
  );
}

/**
 * `RedirectToSignIn` as `RequireAuth`'s fallback: a signed-out visitor goes to
 * `viewHrefs.login` with `?returnTo=` this page (history replaced), and `LoginForm` brings them
 * back after signing in. It renders nothing itself.
 */
const meta = {
  title: 'Account/RedirectToSignIn',
  component: ProtectedPage,
  args: { navigate: fn() },
} satisfies Meta<typeof ProtectedPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The page's address, as the redirect carries it. */
const signInHere = (canvasElement: HTMLElement) => {
  const { pathname, search, hash } = canvasElement.ownerDocument.location;
  return `/login?returnTo=${encodeURIComponent(`${pathname}${search}${hash}`)}`;
};

/** Signed out: to sign-in with this page to come back to, replacing it in the history. */
export const SignedOutVisitor: Story = {
  parameters: { auth: service(() => {}) },
  play: async ({ canvasElement, args }) => {
    await waitFor(() =>
      expect(args.navigate).toHaveBeenCalledWith(signInHere(canvasElement), { replace: true }),
    );
    await expect(args.navigate).toHaveBeenCalledTimes(1);
    await expect(within(canvasElement).queryByText(/only for a signed-in user/)).toBeNull();
  },
};

/** Signed in: the page's content; no redirect. */
export const SignedInUser: Story = {
  parameters: { auth: service((auth) => signInAda(auth).then(() => {})) },
  play: async ({ canvasElement, args }) => {
    await expect(await within(canvasElement).findByText(/only for a signed-in user/)).toBeVisible();
    await expect(args.navigate).not.toHaveBeenCalled();
  },
};

/** The app's own sign-out on this page: its navigation decides, no sign-in redirect. */
export const SignedOutHere: Story = {
  parameters: { auth: service((auth) => signInAda(auth).then(() => {})) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Sign out here' }));
    await waitFor(() => expect(canvas.queryByText(/only for a signed-in user/)).toBeNull());
    // One turn of the event loop: the fallback's effects (where a redirect would start) ran.
    await new Promise((next) => setTimeout(next));
    await expect(args.navigate).not.toHaveBeenCalled();
  },
};
