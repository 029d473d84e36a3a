import { QueryClient, QueryClientProvider, useQueryClient } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { AuthProvider, useSession } from 'latchkey/react';
import { createTestAuth } from 'latchkey/testing';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { createHarness, eventually } from './harness';

function Status({ id }: { id: number }) {
  const { status, user } = useSession();
  return <p data-testid={`status-${id}`}>{`${status}${user ? ` ${user.name}` : ''}`}</p>;
}
const ids = Array.from({ length: 50 }, (_, index) => index);
const fifty = ids.map((id) => <Status key={id} id={id} />);

describe('start-up', () => {
  it('checks the session exactly once for 50 consumers under StrictMode', async () => {
    const app = createHarness();
    // A page load's client: it knows nothing yet, so the provider asks the service.
    const fresh = app.createClient();
    app.renderApp(fifty, { strict: true, client: fresh });
    expect(screen.getByTestId('status-0').textContent).toBe('loading');
    await eventually(() =>
      expect(screen.getByTestId('status-49').textContent).toBe('unauthenticated'),
    );
    expect(app.requests).toEqual(['GET /users/session']);
  });

  it('asks nothing at start when the client already knows (it signed in): one truth', async () => {
    const app = createHarness();
    await app.signIn();
    app.clearRequests();
    app.renderApp(fifty, { strict: true });
    expect(screen.getByTestId('status-0').textContent).toMatch(/^authenticated Test User/);
    expect(screen.getByTestId('status-49').textContent).toMatch(/^authenticated Test User/);
    await app.settled();
    expect(app.requests).toEqual([]);
  });

  it('reports unauthenticated when nobody is signed in', async () => {
    const app = createHarness();
    app.renderApp(<Status id={0} />);
    await eventually(() =>
      expect(screen.getByTestId('status-0').textContent).toBe('unauthenticated'),
    );
  });

  it('sends nothing while rendering on a server, whatever the client’s ssr option', () => {
    for (const ssr of [false, true]) {
      const auth = createTestAuth({ clientOptions: { ssr } });
      const html = renderToString(
        <AuthProvider client={auth.client} crossTabSync>
          {fifty}
        </AuthProvider>,
      );
      expect(html).toContain('loading');
      expect(auth.requests).toEqual([]);
    }
  });

  it('with an initialSession: no loading state, no request', async () => {
    const app = createHarness();
    const { user } = await app.createUser({ name: 'Server Side' });
    app.clearRequests();
    const html = renderToString(
      <AuthProvider
        client={app.client}
        queryClient={new QueryClient()}
        initialSession={{ authenticated: true, user }}
      >
        <Status id={0} />
      </AuthProvider>,
    );
    expect(html).toContain('authenticated Server Side');
    app.renderApp(<Status id={1} />, { initialSession: { authenticated: true, user } });
    expect(screen.getByTestId('status-1').textContent).toBe('authenticated Server Side');
    await app.settled();
    expect(app.requests).toEqual([]);
  });

  it('uses the enclosing QueryClientProvider’s client, else its own', async () => {
    const auth = createTestAuth();
    const enclosing = new QueryClient();
    let seen: QueryClient | undefined;
    function Probe() {
      seen = useQueryClient();
      return <Status id={0} />;
    }
    const { rerender } = await import('@testing-library/react').then(({ render }) =>
      render(
        <QueryClientProvider client={enclosing}>
          <AuthProvider client={auth.client}>
            <Probe />
          </AuthProvider>
        </QueryClientProvider>,
      ),
    );
    expect(seen).toBe(enclosing);
    rerender(
      <AuthProvider client={auth.client}>
        <Probe />
      </AuthProvider>,
    );
    expect(seen).toBeInstanceOf(QueryClient);
    expect(seen).not.toBe(enclosing);
  });

  it('creates its client from baseUrl and appId', async () => {
    const html = renderToString(
      <AuthProvider baseUrl="https://auth.example" appId="app">
        <Status id={0} />
      </AuthProvider>,
    );
    expect(html).toContain('loading');
    // As JavaScript (or a props object built at run time) can call it: the types forbid this.
    const Untyped = AuthProvider as (props: { children?: ReactNode }) => ReactNode;
    expect(() => renderToString(<Untyped>{null}</Untyped>)).toThrow(/baseUrl/);
    expect(() => renderToString(<Untyped>{null}</Untyped>)).toThrow(
      /<AuthProvider> needs a `client`/,
    );
  });
});
