import { screen, waitFor } from '@testing-library/react';
import { AuthFlow, AuthUIProvider, LoginForm, SignupForm } from 'latchkey/ui';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { createHarness } from '../react/harness';
import { setupUser } from './helpers';

// Hrefs an app passes (redirectTo, viewHrefs) reach the router or the page only when they are a
// path or an http(s) URL: `redirectTo={searchParams.get('next')}` must not be an XSS.

let warn: MockInstance<typeof console.warn>;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => warn.mockRestore());

const unsafe = ['javascript:alert(1)', ' JaVaScRiPt:alert(1)', 'data:text/html,<b>x</b>'];

async function signIn(email: string, password: string) {
  const u = setupUser();
  await u.type(screen.getByLabelText('Email'), email);
  await u.type(screen.getByLabelText('Password'), password);
  await u.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('redirectTo with another scheme', () => {
  it.each(unsafe)('%j: never handed to navigate, a development warning instead', async (href) => {
    const app = createHarness();
    const { user, password } = await app.createUser();
    const navigate = vi.fn();
    const onSuccess = vi.fn();
    app.renderApp(
      <AuthUIProvider navigate={navigate}>
        <LoginForm redirectTo={href} onSuccess={onSuccess} />
      </AuthUIProvider>,
    );
    await signIn(user.email, password);
    await waitFor(() => expect(onSuccess).toHaveBeenCalledOnce());
    await waitFor(() =>
      expect(warn).toHaveBeenCalledWith(expect.stringContaining(JSON.stringify(href))),
    );
    expect(navigate).not.toHaveBeenCalled();
  });

  it('AuthFlow refuses it too, and still follows a path', async () => {
    const app = createHarness();
    const { user, password } = await app.createUser();
    const navigate = vi.fn();
    const { unmount } = app.renderApp(
      <AuthUIProvider navigate={navigate}>
        <AuthFlow defaultView="login" redirectTo="javascript:alert(1)" />
      </AuthUIProvider>,
    );
    await signIn(user.email, password);
    await waitFor(() => expect(warn).toHaveBeenCalled());
    expect(navigate).not.toHaveBeenCalled();
    unmount();
    await app.client.logoutUser();
    app.renderApp(
      <AuthUIProvider navigate={navigate}>
        <AuthFlow defaultView="login" redirectTo="/account" />
      </AuthUIProvider>,
    );
    await signIn(user.email, password);
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/account'));
  });
});

describe('viewHrefs with another scheme', () => {
  it('renders no link to it (a button when onViewChange is given), and keeps the safe ones', async () => {
    const app = createHarness();
    const onViewChange = vi.fn();
    app.renderApp(
      <AuthUIProvider
        viewHrefs={{ login: 'javascript:alert(1)', signup: 'https://app.example/signup' }}
      >
        <SignupForm onViewChange={onViewChange} />
        <LoginForm />
      </AuthUIProvider>,
    );
    const signInInstead = await screen.findByRole('button', { name: 'Sign in instead' });
    await setupUser().click(signInInstead);
    expect(onViewChange).toHaveBeenCalledWith('login');
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      'https://app.example/signup',
    );
    for (const link of document.querySelectorAll('a')) {
      expect(link.getAttribute('href')).not.toMatch(/script:/i);
    }
  });
});
