import { describe, expect, inject, it } from 'vitest';
import { createAuthClient } from '../../src/index';

const baseUrl = inject('authServerUrl');
const account = (name: string) => ({
  name,
  email: `${name}-${crypto.randomUUID()}@example.com`,
  password: 'correct horse battery',
});

describe('the client in a real browser', () => {
  it('lets the browser keep the HttpOnly session cookie (credentials: include) and replay it', async () => {
    const client = createAuthClient({ baseUrl, appId: 'app-1' });
    await expect(client.checkUserSession()).resolves.toMatchObject({ authenticated: false });
    const ada = account('ada');
    await createAuthClient({ baseUrl, appId: 'app-1' }).signupUser(ada);
    await client.logoutUser();
    await client.loginUser(ada);
    // A second client: nothing is kept in the client itself, the browser sends the cookie.
    const other = createAuthClient({ baseUrl, appId: 'app-1' });
    await expect(other.checkUserSession()).resolves.toMatchObject({ authenticated: true });
    expect(other.getSession().status).toBe('authenticated');

    await client.logoutUser();
    await expect(other.checkUserSession()).resolves.toMatchObject({ authenticated: false });
  });

  it('never exposes or stores the session itself: HttpOnly cookie, no web storage', async () => {
    const client = createAuthClient({ baseUrl, appId: 'app-1' });
    await client.signupUser(account('grace'));
    expect(document.cookie).not.toContain('service_user_session');
    expect(localStorage.length).toBe(0);
    expect(sessionStorage.length).toBe(0);
    await client.logoutUser();
  });

  it('accepts the browser’s own fetch as the fetch option (never calls it as a method)', async () => {
    const client = createAuthClient({ baseUrl, appId: 'app-1', fetch: window.fetch });
    await expect(client.checkUserSession()).resolves.toMatchObject({ authenticated: false });
    expect(client.getSession().status).toBe('unauthenticated');
  });

  it('resolves a relative baseUrl against the page', async () => {
    const seen: string[] = [];
    const client = createAuthClient({
      baseUrl: '/api/',
      appId: 'app-1',
      fetch: async (url) => {
        seen.push(url);
        return Response.json({ authenticated: false });
      },
    });
    await client.checkUserSession();
    expect(seen).toEqual([`${location.origin}/api/users/session`]);
  });

  it.each(['api', './api'])(
    'resolves %j against the origin, not the page’s path',
    async (baseUrl) => {
      // On a page deep in the app: a path-relative resolution would give /account/api.
      const page = location.href;
      history.pushState(null, '', '/account/settings');
      const seen: string[] = [];
      try {
        const client = createAuthClient({
          baseUrl,
          appId: 'app-1',
          fetch: async (url) => {
            seen.push(url);
            return Response.json({ authenticated: false });
          },
        });
        await client.checkUserSession();
      } finally {
        history.replaceState(null, '', page);
      }
      expect(seen).toEqual([`${location.origin}/api/users/session`]);
    },
  );
});
