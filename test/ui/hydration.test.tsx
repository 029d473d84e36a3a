import { QueryClient } from '@tanstack/react-query';
import { act, screen } from '@testing-library/react';
import type { AuthUser } from 'latchkey';
import { AuthProvider, SignedIn, SignedOut } from 'latchkey/react';
import { createTestAuth } from 'latchkey/testing';
import { AuthUIProvider, LoginForm, ProfileForm, UserButton } from 'latchkey/ui';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setupUser } from './helpers';

// Server HTML, then hydration, as an SSR framework does it (on React 19 in `npm test`, on
// React 18 in `npm run test:react18`): the markup must match, or React warns and re-renders.

const auth = createTestAuth({ clientHasApiKey: false });

function page(
  session: { authenticated: boolean; user: AuthUser | null },
  // A page load's own client (one per page, as in a browser): it knows nothing yet.
  client = auth.createClient(),
) {
  return (
    <AuthProvider
      client={client}
      queryClient={new QueryClient()}
      crossTabSync={false}
      initialSession={session}
    >
      <AuthUIProvider
        viewHrefs={{ signup: '/signup', 'forgot-password': '/forgot-password', login: '/login' }}
      >
        <main>
          <SignedOut>
            <UserButton signInLink />
            <LoginForm redirectTo="/account" />
          </SignedOut>
          <SignedIn>
            <p>{`Signed in as ${session.user?.name}`}</p>
            <ProfileForm />
          </SignedIn>
        </main>
      </AuthUIProvider>
    </AuthProvider>
  );
}

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.replaceChildren();
});

/**
 * The server's HTML. jsdom has a `window`, so react-hook-form picks `useLayoutEffect` here as in
 * a browser, and React 18 warns that it does nothing on a server; a real server has no `window`
 * (test/react/server-render.test.tsx renders there), so that one warning is dropped.
 */
function serverHtml(session: Parameters<typeof page>[0]) {
  const error = console.error;
  const warnings = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    if (!String(args[0]).includes('useLayoutEffect does nothing on the server')) error(...args);
  });
  try {
    return renderToString(page(session));
  } finally {
    warnings.mockRestore();
  }
}

/** The server's HTML in the page, then hydrated with the same tree; what React complained of. */
async function serveAndHydrate(
  session: Parameters<typeof page>[0],
  inBrowser = session,
  client = auth.createClient(),
) {
  const container = document.createElement('div');
  container.innerHTML = serverHtml(session);
  document.body.append(container);
  const fromServer = [...container.querySelectorAll('input, a, button')];
  const html = container.innerHTML;
  const complaints = vi.spyOn(console, 'error');
  const recoverable: unknown[] = [];
  await act(async () => {
    root = hydrateRoot(container, page(inBrowser, client), {
      onRecoverableError: (error) => recoverable.push(error),
    });
  });
  const calls = complaints.mock.calls;
  complaints.mockRestore();
  return { fromServer, html, complaints: calls, recoverable };
}

describe('forms rendered on a server, then hydrated', () => {
  it('the sign-in form hydrates without a mismatch, keeps the server nodes and works', async () => {
    const { fromServer, complaints, recoverable } = await serveAndHydrate({
      authenticated: false,
      user: null,
    });
    expect(complaints).toEqual([]);
    expect(recoverable).toEqual([]);
    const email = screen.getByLabelText('Email');
    expect(fromServer).toContain(email);
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      '/signup',
    );
    await setupUser().type(email, 'ada@example.com');
    expect(email).toHaveValue('ada@example.com');
  });

  it("the account button's Sign in link: to sign-in alone from the server, then back here", async () => {
    window.history.replaceState(null, '', '/pricing?plan=pro');
    try {
      const { fromServer, html, complaints, recoverable } = await serveAndHydrate({
        authenticated: false,
        user: null,
      });
      // The server knows no page: its HTML links to sign-in alone, and hydrates without a word.
      expect(html).toMatch(/<a class="lk-user-button-sign-in" href="\/login"[^>]*>Sign in<\/a>/);
      const signIn = fromServer.find((node) => node.textContent === 'Sign in');
      expect(complaints).toEqual([]);
      expect(recoverable).toEqual([]);
      // Once hydrated, the same link brings the visitor back to this page.
      expect(screen.getByRole('link', { name: 'Sign in' })).toBe(signIn);
      expect(signIn).toHaveAttribute('href', '/login?returnTo=%2Fpricing%3Fplan%3Dpro');
    } finally {
      window.history.replaceState(null, '', '/');
    }
  });

  it('a signed-in page (initialSession) hydrates without a mismatch', async () => {
    // The browser's client holds the session the server read (its profile loads for real).
    const browser = auth.createClient();
    const { user: ada } = await auth.createUser({ name: 'Ada Lovelace', password: 'pw-ada-long' });
    await browser.loginUser({ email: ada.email, password: 'pw-ada-long' });
    const session = { authenticated: true, user: ada };
    const { fromServer, complaints, recoverable } = await serveAndHydrate(
      session,
      session,
      browser,
    );
    expect(complaints).toEqual([]);
    expect(recoverable).toEqual([]);
    expect(screen.getByText('Signed in as Ada Lovelace')).toBeInTheDocument();
    expect(fromServer).toContain(screen.getByRole('button', { name: 'Save changes' }));
  });
});
