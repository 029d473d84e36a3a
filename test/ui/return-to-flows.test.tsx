import { screen, waitFor } from '@testing-library/react';
import { AuthProvider } from 'latchkey/react';
import {
  AuthFlow,
  AuthUIProvider,
  ForgotPasswordForm,
  LoginForm,
  ResetPasswordForm,
  SignupForm,
} from 'latchkey/ui';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createHarness } from '../react/harness';
import { firstOtpBox, setupUser } from './helpers';

// returnTo across the views: every link between them carries it, sign-up comes back to it once
// the email is verified, and AuthFlow follows it after onSignedIn.

const hrefs = {
  login: '/login',
  signup: '/signup',
  'forgot-password': '/forgot-password',
  'reset-password': '/reset-password',
};
const openPage = (path: string) => window.history.replaceState(null, '', path);
afterEach(() => window.history.replaceState(null, '', '/'));

function routed(ui: ReactNode, navigate = vi.fn()) {
  return (
    <AuthUIProvider navigate={navigate} viewHrefs={hrefs}>
      {ui}
    </AuthUIProvider>
  );
}
const hrefOf = (name: string) => screen.getByRole('link', { name }).getAttribute('href');

async function signUp(email: string) {
  const u = setupUser();
  await u.type(screen.getByLabelText('Name'), 'Ada');
  await u.type(screen.getByLabelText('Email'), email);
  await u.type(screen.getByLabelText('Password'), 'password-1');
  await u.click(screen.getByRole('button', { name: 'Create account' }));
  return u;
}

describe('the links between views carry returnTo', () => {
  it('login → forgot password and sign-up; sign-up, forgot and reset → sign-in', () => {
    openPage('/login?returnTo=%2Fa%3Fb%3Dc%23d');
    const app = createHarness();
    const { unmount } = app.renderApp(routed(<LoginForm />));
    expect(hrefOf('Forgot password?')).toBe('/forgot-password?returnTo=%2Fa%3Fb%3Dc%23d');
    expect(hrefOf('Create an account')).toBe('/signup?returnTo=%2Fa%3Fb%3Dc%23d');
    unmount();
    for (const form of [<SignupForm key="s" />, <ForgotPasswordForm key="f" />]) {
      const view = app.renderApp(routed(form));
      expect(screen.getAllByRole('link')[0]).toHaveAttribute(
        'href',
        '/login?returnTo=%2Fa%3Fb%3Dc%23d',
      );
      view.unmount();
    }
    app.renderApp(routed(<ResetPasswordForm email="ada@example.test" />));
    expect(hrefOf('Back to sign in')).toBe('/login?returnTo=%2Fa%3Fb%3Dc%23d');
  });

  it('never an unsafe one; a view URL with its own query keeps it', () => {
    openPage('/login?returnTo=%2F%2Fevil.example');
    const app = createHarness();
    const { unmount } = app.renderApp(routed(<LoginForm />));
    expect(hrefOf('Create an account')).toBe('/signup');
    unmount();
    openPage('/login?returnTo=%2Faccount');
    app.renderApp(
      <AuthUIProvider viewHrefs={{ signup: '/auth?mode=signup#form' }}>
        <LoginForm />
      </AuthUIProvider>,
    );
    expect(hrefOf('Create an account')).toBe('/auth?mode=signup&returnTo=%2Faccount#form');
  });

  it('a returnTo prop is in the server-rendered HTML already (the URL one after hydration)', () => {
    openPage('/login?returnTo=%2Ffrom-url');
    const app = createHarness();
    const page = (ui: ReactNode) =>
      renderToString(
        <AuthProvider client={app.client} queryClient={app.queryClient} crossTabSync={false}>
          <AuthUIProvider viewHrefs={hrefs}>{ui}</AuthUIProvider>
        </AuthProvider>,
      );
    // What a server component renders for `/login?returnTo=/billing` (it read searchParams).
    expect(page(<LoginForm returnTo="/billing" />)).toContain('href="/signup?returnTo=%2Fbilling"');
    // The server cannot read the page URL: the same HTML as without one, so hydration matches.
    expect(page(<LoginForm />)).toContain('href="/signup"');
  });
});

describe('SignupForm and AuthFlow come back to returnTo', () => {
  it('SignupForm on its own: right after sign-up, before redirectTo', async () => {
    openPage('/signup?returnTo=%2Fbilling');
    const app = createHarness();
    const navigate = vi.fn();
    app.renderApp(routed(<SignupForm redirectTo="/welcome" />, navigate));
    await signUp('signup-return@example.test');
    await waitFor(() => expect(navigate).toHaveBeenCalledExactlyOnceWith('/billing'));
  });

  it('AuthFlow: sign-up, the code, then returnTo once verified (after onSignedIn)', async () => {
    openPage('/signup?returnTo=%2Forders%2F42%23items');
    const app = createHarness();
    const calls: string[] = [];
    const navigate = vi.fn((href: string) => calls.push(`navigate ${href}`));
    app.renderApp(
      routed(
        <AuthFlow
          defaultView="signup"
          redirectTo="/account"
          onSignedIn={(user) => calls.push(`signed in ${user.name}`)}
        />,
        navigate,
      ),
    );
    const u = await signUp('flow-return@example.test');
    await waitFor(() => expect(firstOtpBox()).toHaveFocus());
    expect(navigate).not.toHaveBeenCalled();
    await u.keyboard(await waitFor(() => app.mailbox.latestOtp('flow-return@example.test')));
    await waitFor(() => expect(navigate).toHaveBeenCalledOnce());
    expect(calls).toEqual(['signed in Ada', 'navigate /orders/42#items']);
  });

  it('AuthFlow: sign-in goes to the returnTo prop once, after onSignedIn', async () => {
    const app = createHarness();
    const { user, password } = await app.createUser();
    const calls: string[] = [];
    const navigate = vi.fn((href: string) => calls.push(`navigate ${href}`));
    app.renderApp(
      routed(
        <AuthFlow
          returnTo="/billing"
          redirectTo="/account"
          onSignedIn={() => calls.push('signed in')}
        />,
        navigate,
      ),
    );
    expect(hrefOf('Forgot password?')).toBe('/forgot-password?returnTo=%2Fbilling');
    const u = setupUser();
    await u.type(screen.getByLabelText('Email'), user.email);
    await u.type(screen.getByLabelText('Password'), password);
    await u.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(navigate).toHaveBeenCalled());
    await app.settled();
    expect(calls).toEqual(['signed in', 'navigate /billing']);
  });
});
