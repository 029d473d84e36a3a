import { screen, waitFor } from '@testing-library/react';
import { AuthUIProvider, LoginForm, type LoginFormProps } from 'latchkey/ui';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createHarness } from '../react/harness';
import { goodReturnPaths, openRedirectPayloads } from '../support/open-redirect-payloads';
import { setupUser } from './helpers';

// A real sign-in against the in-process service, on a page whose URL carries `returnTo`; the
// app's router is a spy. The whole table runs through safeReturnPath in
// test/client/safe-return-path.test.ts; here a subset, through the form.

/** Puts the page at `/login?<query>` (jsdom keeps it until the next test resets it). */
const openPage = (query: string) => window.history.replaceState(null, '', `/login?${query}`);
afterEach(() => window.history.replaceState(null, '', '/'));

/** Signs in through LoginForm; resolves where the form sent the user (once). */
async function signInWith(props: LoginFormProps) {
  const app = createHarness();
  const { user, password } = await app.createUser();
  const navigate = vi.fn();
  app.renderApp(
    <AuthUIProvider navigate={navigate} viewHrefs={{ signup: '/signup' }}>
      <LoginForm {...props} />
    </AuthUIProvider>,
  );
  const u = setupUser();
  await u.type(screen.getByLabelText('Email'), user.email);
  await u.type(screen.getByLabelText('Password'), password);
  await u.click(screen.getByRole('button', { name: 'Sign in' }));
  await waitFor(() => expect(navigate).toHaveBeenCalled());
  await app.settled();
  expect(navigate).toHaveBeenCalledOnce();
  return navigate.mock.calls[0]?.[0];
}

const throughTheForm = new Set([
  'protocol-relative',
  'slash, backslash',
  'encoded slashes',
  'slash, encoded backslash',
  'slash, double-encoded slashes',
  'a tab between the slashes',
  'an encoded tab',
  'javascript:',
  'data:',
  'userinfo, absolute',
  'IDN look-alike host',
  'full-width solidus after the slash',
  'a dot segment to //',
  'empty',
]);

describe('LoginForm follows a safe returnTo from the page URL, before redirectTo', () => {
  it.each(openRedirectPayloads.filter(([what]) => throughTheForm.has(what)))(
    'falls back to redirectTo for %s (%j)',
    async (_what, payload) => {
      openPage(`returnTo=${encodeURIComponent(payload)}`);
      expect(await signInWith({ redirectTo: '/account' })).toBe('/account');
    },
  );

  it.each([
    ['written into the URL unencoded', 'returnTo=//evil.example'],
    ['an absolute URL to this very page', `returnTo=${encodeURIComponent(location.origin)}%2Fx`],
    ['given twice: the first one counts', 'returnTo=%2F%2Fevil.example&returnTo=%2Fok'],
  ])('falls back to redirectTo for a returnTo %s', async (_what, query) => {
    openPage(query);
    expect(await signInWith({ redirectTo: '/account' })).toBe('/account');
  });

  it.each(goodReturnPaths.filter((path) => ['/account', '/a?b=c#d', '/a/b%20c'].includes(path)))(
    'goes back to %j, query and hash kept',
    async (path) => {
      openPage(`returnTo=${encodeURIComponent(path)}`);
      expect(await signInWith({ redirectTo: '/home' })).toBe(path);
    },
  );

  it('follows it without a redirectTo too (no "You are signed in." left on a page it leaves)', async () => {
    openPage('returnTo=%2Forders%2F42');
    expect(await signInWith({})).toBe('/orders/42');
  });
});

describe('the returnTo prop', () => {
  it('is used instead of the page URL, and checked the same way', async () => {
    openPage('returnTo=%2Ffrom-url');
    expect(await signInWith({ returnTo: '/billing?plan=pro', redirectTo: '/account' })).toBe(
      '/billing?plan=pro',
    );
  });

  it('an unsafe one is ignored, and does not fall back to the URL one', async () => {
    openPage('returnTo=%2Ffrom-url');
    expect(await signInWith({ returnTo: '//evil.example', redirectTo: '/account' })).toBe(
      '/account',
    );
  });

  it('null: the form follows none, its links still carry the page URL one', async () => {
    openPage('returnTo=%2Ffrom-url');
    expect(await signInWith({ returnTo: null, redirectTo: '/account' })).toBe('/account');
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      '/signup?returnTo=%2Ffrom-url',
    );
  });
});
