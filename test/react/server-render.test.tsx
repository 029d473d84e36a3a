// @vitest-environment node
import { AuthProvider, useSession } from 'latchkey/react';
import { AuthUIProvider, LoginForm } from 'latchkey/ui';
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
