import { act, render, screen, waitFor } from '@testing-library/react';
import {
  AuthProvider,
  RequireAuth,
  SignedIn,
  SignedOut,
  useLogout,
  useSession,
} from 'latchkey/react';
import { AuthUIProvider, RedirectToSignIn } from 'latchkey/ui';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createHarness } from '../react/harness';
import { setupUser } from './helpers';

// Signing out on a protected page: the app's own navigation after it (here '/goodbye') decides
// where the user goes; neither RequireAuth's onUnauthenticated nor RedirectToSignIn step in.

/** A sign-out button that goes to /goodbye afterwards, as an app writes it. */
function SignOut({ navigate }: { navigate: (href: string) => void }) {
  const logout = useLogout({ onSuccess: () => navigate('/goodbye') });
  const { reason } = useSession();
  return (
    <>
      <p>reason: {String(reason)}</p>
      <button type="button" onClick={() => logout.mutate()}>
        Sign out
      </button>
    </>
  );
}

const protectedPage = (onUnauthenticated: () => void) => (
  <>
    <RequireAuth fallback={<RedirectToSignIn />} onUnauthenticated={onUnauthenticated}>
      <p>account page</p>
    </RequireAuth>
    <SignedOut>
      <RedirectToSignIn />
    </SignedOut>
  </>
);

async function signedInApp(ui: (navigate: (href: string) => void) => ReactNode) {
  const app = createHarness();
  const { user, password } = await app.createUser();
  await app.signIn({ email: user.email, password });
  const navigate = vi.fn();
  const view = app.renderApp(
    <AuthUIProvider navigate={navigate} viewHrefs={{ login: '/login' }}>
      {ui(navigate)}
    </AuthUIProvider>,
    { initialSession: { authenticated: true, user } },
  );
  return { app, user, password, navigate, view };
}

describe('a deliberate sign-out', () => {
  it('leaves the navigation to the app: no onUnauthenticated, no RedirectToSignIn', async () => {
    const onUnauthenticated = vi.fn();
    const { app, navigate } = await signedInApp((nav) => (
      <>
        <SignedIn>
          <SignOut navigate={nav} />
        </SignedIn>
        {protectedPage(onUnauthenticated)}
      </>
    ));
    expect(screen.getByText('account page')).toBeInTheDocument();
    await setupUser().click(screen.getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(navigate).toHaveBeenCalled());
    await app.settled();
    expect(navigate.mock.calls).toEqual([['/goodbye']]);
    expect(onUnauthenticated).not.toHaveBeenCalled();
    expect(screen.queryByText('account page')).toBeNull();
    expect(app.client.getSession()).toMatchObject({ status: 'unauthenticated', reason: 'logout' });
    // A check after it (window focus, another tab) finds the same: still the app's sign-out.
    await act(() => app.client.checkUserSession());
    await app.settled();
    expect(navigate.mock.calls).toEqual([['/goodbye']]);
    expect(onUnauthenticated).not.toHaveBeenCalled();
  });

  it('a protected page opened after it (a link, Back) still sends to sign-in', async () => {
    const { app, navigate, view } = await signedInApp((nav) => <SignOut navigate={nav} />);
    await setupUser().click(screen.getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledExactlyOnceWith('/goodbye'));
    expect(screen.getByText('reason: logout')).toBeInTheDocument();
    view.unmount();

    const onUnauthenticated = vi.fn();
    render(
      <AuthProvider client={app.client} queryClient={app.queryClient} crossTabSync={false}>
        <AuthUIProvider navigate={navigate} viewHrefs={{ login: '/login' }}>
          {protectedPage(onUnauthenticated)}
        </AuthUIProvider>
      </AuthProvider>,
    );
    await waitFor(() => expect(onUnauthenticated).toHaveBeenCalledOnce());
    await waitFor(() => expect(navigate).toHaveBeenCalledTimes(3));
    expect(navigate.mock.calls.slice(1)).toEqual([
      ['/login?returnTo=%2F', { replace: true }],
      ['/login?returnTo=%2F', { replace: true }],
    ]);
  });

  it('the reason goes with the next sign-in: a session that then ends sends to sign-in', async () => {
    const onUnauthenticated = vi.fn();
    const { app, user, password, navigate } = await signedInApp((nav) => (
      <>
        <SignOut navigate={nav} />
        {protectedPage(onUnauthenticated)}
      </>
    ));
    await setupUser().click(screen.getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledExactlyOnceWith('/goodbye'));
    await act(() => app.client.loginUser({ email: user.email, password }));
    expect(await screen.findByText('reason: undefined')).toBeInTheDocument();
    await app.service.store.updateUser('test-app', user.id, {}, { endSessions: true });
    await act(() => app.client.checkUserSession());
    await waitFor(() => expect(onUnauthenticated).toHaveBeenCalledOnce());
    await waitFor(() =>
      expect(navigate).toHaveBeenLastCalledWith('/login?returnTo=%2F', { replace: true }),
    );
  });
});
