import { afterEach, describe, expect, inject, it, vi } from 'vitest';
import { createAuthClient } from '../../src/index';

// The cross-site cookie trap, in a real browser: the test page is on `localhost`; the service
// answers as `localhost` (same site) and as `127.0.0.1` (another site, where Chromium keeps no
// SameSite=Lax cookie). In a development build the client checks the session once after the
// first sign-in and warns when it did not hold.

const account = () => ({
  name: 'Ada',
  email: `ada-${crypto.randomUUID()}@example.com`,
  password: 'correct horse battery',
});

/** Resolves with the first console.warn message. */
function nextWarning() {
  return new Promise<string>((resolve) => {
    vi.spyOn(console, 'warn').mockImplementation((message: unknown) => resolve(String(message)));
  });
}

/** Resolves when the browser has fetched a URL ending in `path` (Resource Timing). */
function fetched(path: string) {
  return new Promise<void>((resolve) => {
    const observer = new PerformanceObserver((list) => {
      if (list.getEntries().some((entry) => entry.name.endsWith(path))) {
        observer.disconnect();
        resolve();
      }
    });
    observer.observe({ type: 'resource' });
  });
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('after a sign-in, in development, the client checks that the session holds', () => {
  it('warns, naming both sites and the dev-proxy fix, when the page and the service are different sites', async () => {
    const baseUrl = inject('crossSiteAuthServerUrl');
    const warning = nextWarning();
    const client = createAuthClient({ baseUrl, appId: 'app-1' });
    await client.signupUser(account());
    expect(client.getSession().status).toBe('authenticated');

    const message = await warning;
    expect(message).toContain(`(${location.origin})`);
    expect(message).toContain(`(${new URL(baseUrl).origin})`);
    expect(message).toMatch(/different sites/);
    expect(message).toMatch(/proxy/);
    // The trap itself: the browser kept no cookie, so a session check says signed out.
    await expect(client.checkUserSession()).resolves.toMatchObject({ authenticated: false });
  });

  it('says nothing when the session holds (same site)', async () => {
    const warn = vi.spyOn(console, 'warn');
    const probe = fetched('/users/session');
    const client = createAuthClient({ baseUrl: inject('authServerUrl'), appId: 'app-1' });
    await client.signupUser(account());
    await probe;
    // A later round trip: the probe's answer has long been handled.
    await expect(client.checkUserSession()).resolves.toMatchObject({ authenticated: true });
    expect(warn).not.toHaveBeenCalled();
    await client.logoutUser();
  });
});
