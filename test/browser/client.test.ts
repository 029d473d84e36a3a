import { describe, expect, inject, it } from 'vitest';
import { createAuthClient } from '../../src/index';

const baseUrl = inject('authServerUrl');

describe('the client in a real browser', () => {
  it('lets the browser keep the HttpOnly session cookie (credentials: include) and replay it', async () => {
    const client = createAuthClient({ baseUrl, appId: 'app-1' });
    await expect(client.checkUserSession()).resolves.toMatchObject({ authenticated: false });
    await client.loginUser({ email: 'ada@example.com', password: 'pw' });
    // A second client: nothing is kept in the client itself, the browser sends the cookie.
    const other = createAuthClient({ baseUrl, appId: 'app-1' });
    await expect(other.checkUserSession()).resolves.toMatchObject({ authenticated: true });
    expect(other.getSession().status).toBe('authenticated');

    await client.logoutUser();
    await expect(other.checkUserSession()).resolves.toMatchObject({ authenticated: false });
  });

  it('never exposes or stores the session itself: HttpOnly cookie, no web storage', async () => {
    const client = createAuthClient({ baseUrl, appId: 'app-1' });
    await client.loginUser({ email: 'ada@example.com', password: 'pw' });
    expect(document.cookie).not.toContain('service_user_session');
    expect(localStorage.length).toBe(0);
    expect(sessionStorage.length).toBe(0);
    await client.logoutUser();
  });
});
