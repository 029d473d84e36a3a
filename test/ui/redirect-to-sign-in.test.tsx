import { act, screen, waitFor } from '@testing-library/react';
import { AuthUIProvider, type AuthViewHrefs, LoginForm, RedirectToSignIn } from 'latchkey/ui';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createHarness } from '../react/harness';
import { setupUser } from './helpers';

const openPage = (path: string) => window.history.replaceState(null, '', path);
afterEach(() => window.history.replaceState(null, '', '/'));

function routed(
  ui: ReactNode,
  navigate: (href: string, options?: { replace?: boolean }) => void,
  viewHrefs: AuthViewHrefs = { login: '/sign-in' },
) {
  return (
    <AuthUIProvider navigate={navigate} viewHrefs={viewHrefs}>
      {ui}
    </AuthUIProvider>
  );
}

describe('RedirectToSignIn', () => {
  it('once the session is known signed out: to viewHrefs.login with this page, replacing it', async () => {
    openPage('/orders/42?tab=items#top');
    const app = createHarness();
    const navigate = vi.fn();
    app.renderApp(routed(<RedirectToSignIn />, navigate), { strict: true });
    // While the first check runs, nothing: the visitor may well be signed in.
    expect(navigate).not.toHaveBeenCalled();
    await waitFor(() => expect(navigate).toHaveBeenCalled());
    await app.settled();
    // Once, Strict Mode's second effect included.
    expect(navigate.mock.calls).toEqual([
      ['/sign-in?returnTo=%2Forders%2F42%3Ftab%3Ditems%23top', { replace: true }],
    ]);
  });

  it('does nothing for a signed-in user', async () => {
    const app = createHarness();
    const { user } = await app.createUser();
    const navigate = vi.fn();
    app.renderApp(routed(<RedirectToSignIn />, navigate), {
      initialSession: { authenticated: true, user },
    });
    await app.settled();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('without viewHrefs.login goes to /login; a returnTo prop says where to come back', async () => {
    const app = createHarness();
    const navigate = vi.fn();
    app.renderApp(routed(<RedirectToSignIn returnTo="/billing?plan=pro" />, navigate, {}));
    await waitFor(() =>
      expect(navigate).toHaveBeenCalledWith('/login?returnTo=%2Fbilling%3Fplan%3Dpro', {
        replace: true,
      }),
    );
  });

  it('and back: the sign-in page it sends to brings the visitor to the page', async () => {
    openPage('/account?tab=email#change');
    const app = createHarness();
    const { user, password } = await app.createUser();
    const navigate = vi.fn();
    const { unmount } = app.renderApp(routed(<RedirectToSignIn />, navigate));
    await waitFor(() => expect(navigate).toHaveBeenCalledOnce());
    unmount();

    openPage(navigate.mock.calls[0]?.[0]);
    navigate.mockClear();
    app.renderApp(routed(<LoginForm redirectTo="/" />, navigate));
    const u = setupUser();
    await u.type(screen.getByLabelText('Email'), user.email);
    await u.type(screen.getByLabelText('Password'), password);
    await u.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() =>
      expect(navigate).toHaveBeenCalledExactlyOnceWith('/account?tab=email#change'),
    );
  });

  it('a session that ends later (not by the app) sends to sign-in again', async () => {
    const app = createHarness();
    const { user, password } = await app.createUser();
    await app.signIn({ email: user.email, password });
    const navigate = vi.fn();
    app.renderApp(routed(<RedirectToSignIn />, navigate), {
      initialSession: { authenticated: true, user },
    });
    await app.service.store.updateUser('test-app', user.id, {}, { endSessions: true });
    await act(() => app.client.checkUserSession());
    await waitFor(() => expect(navigate).toHaveBeenCalledOnce());
    expect(navigate.mock.calls[0]?.[0]).toMatch(/^\/sign-in\?returnTo=/);
  });
});
