// @vitest-environment node
import { createAuthClient } from 'latchkey';
import { AuthProvider, useAuthClient, useSession } from 'latchkey/react';
import { AuthUIProvider, LoginForm, ProfileForm } from 'latchkey/ui';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

// Rendering on a server, as Next.js and React Router do: no `window`, no `location`.

function Status() {
  const { status, user } = useSession();
  return <p>{`${status}${user ? ` ${user.name}` : ''}`}</p>;
}

describe('AuthProvider on a server', () => {
  it('takes a relative baseUrl without throwing (there is no page to resolve it against)', () => {
    expect(typeof globalThis.location).toBe('undefined');
    const html = renderToString(
      <AuthProvider baseUrl="/api" appId="app">
        <Status />
      </AuthProvider>,
    );
    expect(html).toContain('loading');
  });

  it('renders the server’s session (initialSession) signed in, with no loading state', () => {
    const html = renderToString(
      <AuthProvider
        baseUrl="/api"
        appId="app"
        initialSession={{
          authenticated: true,
          user: { id: 'u1', name: 'Ada', email: 'ada@example.com' },
        }}
      >
        <Status />
      </AuthProvider>,
    );
    expect(html).toContain('authenticated Ada');
  });

  it('starts its own client from initialSession: the client itself knows, not just the page', () => {
    let known: unknown;
    function ClientSession() {
      known = useAuthClient().getSession();
      return null;
    }
    renderToString(
      <AuthProvider
        baseUrl="/api"
        appId="app"
        initialSession={{ authenticated: true, user: { id: 'u1', name: 'Ada', email: 'a@b.c' } }}
      >
        <ClientSession />
      </AuthProvider>,
    );
    expect(known).toEqual({
      status: 'authenticated',
      user: { id: 'u1', name: 'Ada', email: 'a@b.c' },
    });
  });

  it('never writes one visitor’s session into a client given as a prop (it may serve them all)', () => {
    // A module-level client, as a 'use client' module gives a server: shared by every request.
    const shared = createAuthClient({ baseUrl: 'https://auth.example', appId: 'app' });
    const page = (initialSession: {
      authenticated: boolean;
      user: null | { id: string; name: string; email: string };
    }) =>
      renderToString(
        <AuthProvider client={shared} initialSession={initialSession}>
          <Status />
        </AuthProvider>,
      );
    expect(
      page({ authenticated: true, user: { id: 'u1', name: 'Ada', email: 'a@b.c' } }),
    ).toContain('authenticated Ada');
    expect(page({ authenticated: false, user: null })).toContain('unauthenticated');
    expect(shared.getSession().status).toBe('unknown');
  });

  it('names what is actually wrong in the configuration', () => {
    const Untyped = AuthProvider as unknown as (
      props: Record<string, unknown> & { children?: ReactNode },
    ) => ReactNode;
    const render = (props: Record<string, unknown>) => () => renderToString(<Untyped {...props} />);
    expect(render({})).toThrow('<AuthProvider> needs a `client`, or `baseUrl` and `appId`');
    expect(render({ baseUrl: '/api' })).toThrow('<AuthProvider>: createAuthClient needs an appId');
    expect(render({ baseUrl: '/api' })).not.toThrow(/baseUrl/);
    expect(render({ appId: 'app' })).toThrow('<AuthProvider>: createAuthClient needs a baseUrl');
    expect(render({ baseUrl: 'http://', appId: 'app' })).toThrow(
      'baseUrl "http://" is not a valid URL',
    );
  });
});

describe('forms on a server', () => {
  it('ProfileForm renders the session’s user: filled fields, no loading text, no Current password', () => {
    const html = renderToString(
      <AuthProvider
        baseUrl="/api"
        appId="app"
        initialSession={{
          authenticated: true,
          user: { id: 'u1', name: 'Ada Lovelace', email: 'ada@example.com', phone: '+44 1' },
        }}
      >
        <ProfileForm />
      </AuthProvider>,
    );
    expect(html).not.toContain('Loading your profile');
    expect(html).not.toContain('Current password');
    expect(html).toMatch(/<input[^>]*value="Ada Lovelace"/);
    expect(html).toMatch(/<input[^>]*value="ada@example.com"/);
    expect(html).toMatch(/<input[^>]*value="\+44 1"/);
  });

  it('render the whole form, with links that work before hydration', () => {
    const html = renderToString(
      <AuthProvider baseUrl="/api" appId="app">
        <AuthUIProvider viewHrefs={{ signup: '/signup', 'forgot-password': '/forgot-password' }}>
          <LoginForm redirectTo="/account" />
        </AuthUIProvider>
      </AuthProvider>,
    );
    expect(html).toMatch(/<form[^>]*class="lk-form"/);
    // Submitted before hydration, the password must not go into the URL (a GET).
    expect(html).toMatch(/<form[^>]*method="post"/);
    expect(html).toContain('autoComplete="current-password"');
    expect(html).toContain('href="/signup"');
    expect(html).toContain('href="/forgot-password"');
  });
});
