import { QueryClient } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import { checkServerSession, createAuthClient, type InitialSession } from 'latchkey';
import { AuthProvider } from 'latchkey/react';
import { createTestAuth } from 'latchkey/testing';
import { ChangePasswordForm, DeleteAccountForm, ProfileForm } from 'latchkey/ui';
import type { ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setupUser } from './helpers';

// Issue 23: after a server render (`<AuthProvider initialSession>`), the first Save of an account
// form opened "Your session has ended" although the user was signed in: the session seeded only
// the query cache, and the forms asked the client, which still said `unknown`. Here a page load
// as an SSR framework makes it: the browser holds the session cookie, the server checks it
// (`checkServerSession`) and renders the page, and the browser hydrates it with a client of its
// own that has never asked the service anything.

const dialogName = 'Your session has ended. Sign in to continue.';

/** A browser: its cookie, the requests its clients send, and a new client per page load. */
function browser(auth: ReturnType<typeof createTestAuth>) {
  // Every cookie the service sets, by name (the session's and the device's).
  const jar = new Map<string, string>();
  const cookieHeader = () => [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
  const requests: string[] = [];
  const fetch = async (input: string, init: RequestInit) => {
    const request = new Request(input, init);
    requests.push(`${request.method} ${new URL(request.url).pathname}`);
    const cookie = cookieHeader();
    return auth.service(request, {
      ...(cookie ? { cookie } : {}),
      setCookie: (set) => {
        const pair = set.split(';')[0] ?? '';
        const at = pair.indexOf('=');
        if (at > 0) jar.set(pair.slice(0, at), pair.slice(at + 1));
      },
    });
  };
  const options = { baseUrl: 'http://latchkey.test', appId: 'test-app', fetch };
  return {
    requests,
    options,
    cookie: cookieHeader,
    pageLoad: () => createAuthClient(options),
  };
}

/** Signed up and signed in in this browser; then the server renders `form` and it hydrates. */
async function afterServerRender(form: ReactNode) {
  const auth = createTestAuth({ clientHasApiKey: false });
  const visitor = browser(auth);
  const { user, password } = await auth.createUser({ name: 'Ada Lovelace', phone: '+44 1' });
  await visitor.pageLoad().loginUser({ email: user.email, password });
  // The server: the request's cookie checked with the service, the page rendered with it.
  const session = await checkServerSession({ ...visitor.options, cookie: visitor.cookie() });
  expect(session).toMatchObject({ authenticated: true, user: { id: user.id } });
  const page = (initialSession: InitialSession | undefined) => (
    <AuthProvider
      client={visitor.pageLoad()}
      queryClient={new QueryClient()}
      crossTabSync={false}
      initialSession={initialSession}
    >
      <main>{form}</main>
    </AuthProvider>
  );
  const container = document.createElement('div');
  container.innerHTML = serverHtml(page(session));
  document.body.append(container);
  const html = container.innerHTML;
  visitor.requests.length = 0;
  const complaints = vi.spyOn(console, 'error');
  await act(async () => {
    root = hydrateRoot(container, page(session));
  });
  expect(complaints.mock.calls).toEqual([]);
  complaints.mockRestore();
  return { auth, user, password, html, requests: visitor.requests };
}

/** The server's HTML (jsdom has a `window`: React 18's useLayoutEffect warning is dropped). */
function serverHtml(element: ReactNode) {
  const error = console.error;
  const warnings = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    if (!String(args[0]).includes('useLayoutEffect does nothing on the server')) error(...args);
  });
  try {
    return renderToString(element);
  } finally {
    warnings.mockRestore();
  }
}

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.replaceChildren();
});

const sessionChecks = (requests: string[]) => requests.filter((line) => line.includes('/session'));

describe('account forms right after a server render (initialSession)', () => {
  it('Profile: the server HTML has the user; the first Save saves, with no session request', async () => {
    const onSuccess = vi.fn();
    const { auth, user, html, requests } = await afterServerRender(
      <ProfileForm onSuccess={onSuccess} />,
    );
    expect(html).not.toContain('Loading your profile');
    expect(html).not.toContain('Current password');
    expect(html).toMatch(/<input[^>]*value="Ada Lovelace"/);
    expect(html).toMatch(/<input[^>]*value="\+44 1"/);
    const u = setupUser();
    await u.clear(screen.getByLabelText('Name'));
    await u.type(screen.getByLabelText('Name'), 'Ada King');
    await u.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(onSuccess).toHaveBeenCalledOnce());
    expect(screen.getByRole('status')).toHaveTextContent('Your changes were saved.');
    expect(screen.queryByRole('alertdialog', { name: dialogName })).not.toBeInTheDocument();
    expect(requests.filter((line) => line.startsWith('PUT /users/update/'))).toHaveLength(1);
    expect(sessionChecks(requests)).toEqual([]);
    expect(await auth.service.store.getUser('test-app', { id: user.id })).toMatchObject({
      name: 'Ada King',
      phone: '+44 1',
    });
  });

  it('Change password: the first submit changes it, with no session request', async () => {
    const onSuccess = vi.fn();
    const { password, requests } = await afterServerRender(
      <ChangePasswordForm onSuccess={onSuccess} />,
    );
    const u = setupUser();
    await u.type(screen.getByLabelText('Current password'), password);
    await u.type(screen.getByLabelText('New password'), 'a-fresh-secret-23');
    await u.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(onSuccess).toHaveBeenCalledOnce());
    expect(screen.queryByRole('alertdialog', { name: dialogName })).not.toBeInTheDocument();
    expect(requests.filter((line) => line.includes('change-password'))).toHaveLength(1);
    expect(sessionChecks(requests)).toEqual([]);
  });

  it('Delete account: the first confirmation deletes it, with no session request', async () => {
    const onSuccess = vi.fn();
    const { auth, user, requests } = await afterServerRender(
      <DeleteAccountForm onSuccess={onSuccess} />,
    );
    const u = setupUser();
    await u.click(screen.getByRole('button', { name: 'Delete account' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete your account?' });
    await u.type(within(confirm).getByLabelText('Type DELETE to confirm'), 'DELETE');
    await u.click(within(confirm).getByRole('button', { name: 'Delete account' }));
    await waitFor(() => expect(onSuccess).toHaveBeenCalledOnce());
    expect(screen.queryByRole('alertdialog', { name: dialogName })).not.toBeInTheDocument();
    expect(sessionChecks(requests)).toEqual([]);
    expect(await auth.service.store.getUser('test-app', { id: user.id })).toBeFalsy();
  });
});
