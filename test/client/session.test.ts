import { describe, expect, it } from 'vitest';
import {
  AuthenticationError,
  createAuthClient,
  type LocalSession,
  NetworkError,
} from '../../src/index';
import { createLatch, type Reply, type Script } from '../support/scripted-server';
import { scriptedServerFixture } from '../support/scripted-server-fixture';

const fixture = scriptedServerFixture();

const ada = { id: 'u1', name: 'Ada', email: 'ada@example.com' };
const signedIn: LocalSession = { status: 'authenticated', user: ada };
const signedOut: LocalSession = { status: 'unauthenticated', user: null };
/** Signed out by the client's own logoutUser: the reason stays until the next sign-in. */
const loggedOut: LocalSession = { ...signedOut, reason: 'logout' };
/** A session that was signed in and found gone (a check, a 401). */
const ended: LocalSession = { ...signedOut, reason: 'ended' };

/** Answers per path; anything else 200 {}. */
const routes =
  (table: Record<string, Reply>): Script =>
  (request) =>
    table[request.url.split('?')[0] ?? ''] ?? { body: {} };

/** A client already signed in as Ada, with every session change recorded. */
async function signedInClient(options: Parameters<typeof fixture.client>[0] = {}) {
  const client = fixture.client(options);
  fixture.server.script(routes({ '/users/login': { body: { user: ada } } }));
  await client.loginUser({ email: ada.email, password: 'pw' });
  expect(client.getSession()).toEqual(signedIn);
  const changes: LocalSession[] = [];
  client.subscribe((session) => changes.push(session));
  return { client, changes };
}

describe('the local session: every transition of the spec state table', () => {
  it('starts unknown', () => {
    expect(fixture.client().getSession()).toEqual({ status: 'unknown', user: null });
  });

  it('signed-out → signupUser → signed-in with the new user', async () => {
    const client = fixture.client();
    const changes: LocalSession[] = [];
    client.subscribe((session) => changes.push(session));
    fixture.server.script(() => ({ status: 201, body: { user: ada } }));
    await expect(
      client.signupUser({ name: 'Ada', email: ada.email, password: 'pw' }),
    ).resolves.toEqual({ user: ada });
    expect(client.getSession()).toEqual(signedIn);
    expect(changes).toEqual([signedIn]);
  });

  it('signed-out → loginUser accepted without a user → signed-in, the user asked of the service once', async () => {
    const client = fixture.client();
    fixture.server.script(
      routes({ '/users/session': { body: { authenticated: true, user: ada } } }),
    );
    await client.loginUser({ email: ada.email, password: 'pw' });
    expect(client.getSession()).toEqual(signedIn);
    expect(fixture.server.requests.map((request) => request.url)).toEqual([
      '/users/login',
      '/users/session',
    ]);
  });

  it('signed-out → loginUser rejected → signed-out, AuthenticationError', async () => {
    const client = fixture.client();
    fixture.server.script(() => ({
      status: 401,
      body: { error: 'invalid_credentials', message: 'Wrong email or password' },
    }));
    await expect(client.loginUser({ email: ada.email, password: 'bad' })).rejects.toBeInstanceOf(
      AuthenticationError,
    );
    expect(client.getSession().status).toBe('unknown');
  });

  it.each<[string, Reply, boolean]>([
    ['the server agrees', { body: { success: true } }, true],
    ['an empty 2xx', { status: 204 }, true],
    ['the server says success:false', { body: { success: false } }, false],
    ['a server error', { status: 500, body: { error: 'boom' } }, false],
    ['a 401', { status: 401, body: { error: 'unauthenticated' } }, false],
    ['a dropped connection', 'drop', false],
  ])('signed-in → logoutUser with %s → signed-out', async (_label, reply, success) => {
    const { client, changes } = await signedInClient();
    fixture.server.script(() => reply);
    await expect(client.logoutUser()).resolves.toEqual({ success });
    expect(client.getSession()).toEqual(loggedOut);
    expect(changes).toEqual([loggedOut]);
  });

  it('logoutUser times out and still signs out', async () => {
    // In process, so the 100 ms cover the logout alone: the login answers at once, the logout
    // never (until the client's timeout aborts it), however loaded the machine is.
    const client = createAuthClient({
      baseUrl: 'http://auth.test',
      appId: 'app-1',
      timeoutMs: 100,
      fetch: (url, init) =>
        url.endsWith('/users/login')
          ? Promise.resolve(Response.json({ user: ada }))
          : new Promise((_resolve, reject) => {
              init.signal?.addEventListener('abort', () => reject(init.signal?.reason));
            }),
    });
    await client.loginUser({ email: ada.email, password: 'pw' });
    expect(client.getSession()).toEqual(signedIn);
    await expect(client.logoutUser()).resolves.toEqual({ success: false });
    expect(client.getSession()).toEqual(loggedOut);
  });

  it('logoutUser awaits its callback after clearing, and resolves after it', async () => {
    const { client } = await signedInClient();
    fixture.server.script(() => 'drop');
    const steps: string[] = [];
    const result = client
      .logoutUser(async () => {
        steps.push(`callback sees ${client.getSession().status}`);
        // A callback that is still working after a few turns of the event loop.
        for (let turn = 0; turn < 3; turn++) await new Promise((resolve) => setImmediate(resolve));
        steps.push('callback done');
      })
      .then(() => steps.push('resolved'));
    await result;
    expect(steps).toEqual(['callback sees unauthenticated', 'callback done', 'resolved']);
  });

  it.each<[string, Reply]>([
    ['a 401', { status: 401, body: { error: 'unauthenticated' } }],
    ['authenticated:false', { body: { authenticated: false } }],
    ['a server error', { status: 500, body: {} }],
    ['a body that is not JSON', { body: 'nope' }],
  ])(
    'signed-in → checkUserSession with %s → signed-out (reason ended), {authenticated:false}',
    async (_label, reply) => {
      const { client, changes } = await signedInClient();
      fixture.server.script(() => reply);
      const result = await client.checkUserSession();
      expect(result.authenticated).toBe(false);
      expect(result.error).toBeUndefined();
      expect(client.getSession()).toEqual(ended);
      expect(changes).toEqual([ended]);
    },
  );

  it('unknown → checkUserSession finds nobody → signed-out with no reason (signed out from the start)', async () => {
    const client = fixture.client();
    fixture.server.script(() => ({ body: { authenticated: false } }));
    await client.checkUserSession();
    expect(client.getSession()).toEqual(signedOut);
  });

  it('signed-in → checkUserSession with a valid cookie → signed-in with the user', async () => {
    const client = fixture.client();
    fixture.server.script(() => ({ body: { authenticated: true, user: ada } }));
    await expect(client.checkUserSession()).resolves.toEqual({ authenticated: true, user: ada });
    expect(client.getSession()).toEqual(signedIn);
  });

  it('checkUserSession offline keeps the status and says offline, until the service answers', async () => {
    const { client, changes } = await signedInClient();
    fixture.server.script(() => 'drop');
    const result = await client.checkUserSession();
    expect(result).toEqual({ authenticated: false, error: expect.any(NetworkError) });
    expect(client.getSession()).toEqual({ ...signedIn, offline: true });
    fixture.server.script(() => ({ body: { authenticated: true, user: ada } }));
    await client.checkUserSession();
    expect(client.getSession()).toEqual(signedIn);
    expect(changes).toEqual([{ ...signedIn, offline: true }, signedIn]);
  });

  it('offline at start is unknown and offline, never signed out', async () => {
    const client = fixture.client();
    fixture.server.script(() => 'drop');
    await client.checkUserSession();
    expect(client.getSession()).toEqual({ status: 'unknown', user: null, offline: true });
  });

  it('checkUserSession with the ssr option sends nothing and changes nothing', async () => {
    const client = fixture.client({ ssr: true });
    await expect(client.checkUserSession()).resolves.toEqual({ authenticated: false });
    expect(fixture.server.requests).toHaveLength(0);
    expect(client.getSession().status).toBe('unknown');
  });

  it('signed-in → changePassword accepted → signed in again with the new password, nothing signed out published', async () => {
    const { client, changes } = await signedInClient();
    fixture.server.script(routes({ '/users/login': { body: { user: ada } } }));
    await client.changePassword({ userId: 'u1', currentPassword: 'pw', newPassword: 'pw2' });
    expect(client.getSession()).toEqual(signedIn);
    expect(changes).toEqual([]);
    const login = fixture.server.requests.at(-1);
    expect(login?.url).toBe('/users/login');
    expect(JSON.parse(login?.body ?? '{}')).toEqual({ email: ada.email, password: 'pw2' });
  });

  it('signed-in → changePassword accepted, the new sign-in refused → signed-out, reason password-changed', async () => {
    const { client, changes } = await signedInClient();
    fixture.server.script(
      routes({ '/users/login': { status: 429, body: { error: 'rate_limited' } } }),
    );
    await client.changePassword({ userId: 'u1', currentPassword: 'pw', newPassword: 'pw2' });
    const changed: LocalSession = { ...signedOut, reason: 'password-changed' };
    expect(client.getSession()).toEqual(changed);
    expect(changes).toEqual([changed]);
  });

  it('changePassword with a wrong current password → still signed-in, AuthenticationError', async () => {
    const { client } = await signedInClient();
    fixture.server.script(() => ({ status: 401, body: { error: 'invalid_credentials' } }));
    await expect(
      client.changePassword({ userId: 'u1', currentPassword: 'bad', newPassword: 'pw2' }),
    ).rejects.toBeInstanceOf(AuthenticationError);
    expect(client.getSession()).toEqual(signedIn);
  });

  it('any → resetUserPassword → unchanged for the caller', async () => {
    const { client, changes } = await signedInClient({ apiKey: 'key-1' });
    await client.resetUserPassword({ email: ada.email, otp: '123456', newPassword: 'pw2' });
    expect(client.getSession()).toEqual(signedIn);
    const anonymous = fixture.client({ apiKey: 'key-1' });
    await anonymous.resetUserPassword({ email: ada.email, otp: '123456', newPassword: 'pw2' });
    expect(anonymous.getSession().status).toBe('unknown');
    expect(changes).toEqual([]);
  });

  it('signed-in → deleteUser of the signed-in user → signed-out, reason account-deleted', async () => {
    const { client } = await signedInClient();
    await client.deleteUser({ userId: 'u1' });
    expect(client.getSession()).toEqual({ ...signedOut, reason: 'account-deleted' });
  });

  it('deleteUser of another user (API key) → still signed-in', async () => {
    const { client } = await signedInClient({ apiKey: 'k' });
    await client.deleteUser({ userId: 'u2' });
    expect(client.getSession()).toEqual(signedIn);
  });

  it('a failed deleteUser leaves the session alone', async () => {
    const { client } = await signedInClient();
    fixture.server.script(() => ({ status: 500, body: {} }));
    await expect(client.deleteUser({ userId: 'u1' })).rejects.toThrow();
    expect(client.getSession()).toEqual(signedIn);
  });

  it('updateUser of the signed-in user refreshes the session user', async () => {
    const { client, changes } = await signedInClient();
    const renamed = { ...ada, name: 'Ada L.' };
    fixture.server.script(() => ({ body: { user: renamed } }));
    await client.updateUser({ userId: 'u1', name: 'Ada L.' });
    expect(client.getSession()).toEqual({ status: 'authenticated', user: renamed });
    expect(changes).toHaveLength(1);
  });

  it('updateUser setting the signed-in user’s password signs in again with it (the service ends every session)', async () => {
    const { client, changes } = await signedInClient();
    fixture.server.script(routes({ '/users/login': { body: { user: ada } } }));
    await client.updateUser({ userId: 'u1', password: 'new-pw' });
    expect(client.getSession()).toEqual(signedIn);
    expect(changes).toEqual([]);
    expect(JSON.parse(fixture.server.requests.at(-1)?.body ?? '{}')).toEqual({
      email: ada.email,
      password: 'new-pw',
    });
  });

  it('verifyEmail of the signed-in address marks the session user verified at once', async () => {
    const client = fixture.client();
    const unverified = { ...ada, emailVerified: false };
    fixture.server.script(routes({ '/users/login': { body: { user: unverified } } }));
    await client.loginUser({ email: ada.email, password: 'pw' });
    await client.verifyEmail({ email: 'ADA@example.com', otp: '123456' });
    expect(client.getSession().user).toEqual({ ...ada, emailVerified: true });
  });
});

describe('listeners', () => {
  it('are not called on subscribe, nor for a check that changes nothing, and can unsubscribe', async () => {
    const { client, changes } = await signedInClient();
    fixture.server.script(() => ({ body: { authenticated: true, user: { ...ada } } }));
    const before = client.getSession();
    await client.checkUserSession();
    expect(changes).toEqual([]);
    expect(client.getSession()).toBe(before);

    const late: LocalSession[] = [];
    const unsubscribe = client.subscribe((session) => late.push(session));
    unsubscribe();
    await client.logoutUser();
    expect(late).toEqual([]);
    expect(changes).toEqual([loggedOut]);
  });
});

describe('races', () => {
  it('a login that lands while a session check is in flight wins over its stale answer', async () => {
    const client = fixture.client();
    const { latch, open } = createLatch();
    fixture.server.script(
      routes({
        '/users/session': { status: 401, body: { error: 'unauthenticated' }, until: latch },
        '/users/login': { body: { user: ada } },
      }),
    );
    const check = client.checkUserSession();
    await fixture.server.received(1);
    await client.loginUser({ email: ada.email, password: 'pw' });
    open();
    await expect(check).resolves.toMatchObject({ authenticated: false });
    expect(client.getSession()).toEqual(signedIn);
  });

  it('a logout that lands while a session check is in flight is not undone by it', async () => {
    const { client } = await signedInClient();
    fixture.server.reset();
    const { latch, open } = createLatch();
    fixture.server.script(
      routes({ '/users/session': { body: { authenticated: true, user: ada }, until: latch } }),
    );
    const check = client.checkUserSession();
    await fixture.server.received(1);
    await client.logoutUser();
    open();
    await check;
    expect(client.getSession()).toEqual(loggedOut);
  });

  it('a check that finds a logged-out session still signed out keeps why; a sign-in drops it', async () => {
    const { client, changes } = await signedInClient();
    fixture.server.script(
      routes({
        '/users/logout': { body: { success: true } },
        '/users/session': { status: 401, body: { error: 'unauthenticated' } },
        '/users/login': { body: { user: ada } },
      }),
    );
    await client.logoutUser();
    await client.checkUserSession();
    expect(client.getSession()).toEqual(loggedOut);
    expect(changes).toEqual([loggedOut]);
    await client.loginUser({ email: ada.email, password: 'pw' });
    expect(client.getSession()).toEqual(signedIn);
  });

  it('checks join one in flight: two asks, one request', async () => {
    const client = fixture.client();
    const { latch, open } = createLatch();
    fixture.server.script(() => ({ body: { authenticated: true, user: ada }, until: latch }));
    const first = client.checkUserSession();
    const second = client.checkUserSession();
    await fixture.server.received(1);
    open();
    await Promise.all([first, second]);
    expect(fixture.server.requests).toHaveLength(1);
    expect(client.getSession()).toEqual(signedIn);
  });

  it('verifyEmail while an older check is in flight: the older answer (not verified) does not win', async () => {
    const client = fixture.client();
    const unverified = { ...ada, emailVerified: false };
    fixture.server.script(routes({ '/users/login': { body: { user: unverified } } }));
    await client.loginUser({ email: ada.email, password: 'pw' });
    fixture.server.reset();
    const { latch, open } = createLatch();
    let checks = 0;
    fixture.server.script((request) => {
      if (request.url !== '/users/session') return { body: {} };
      checks += 1;
      // The first check was answered before the code was checked; the second after.
      return checks === 1
        ? { body: { authenticated: true, user: unverified }, until: latch }
        : { body: { authenticated: true, user: { ...ada, emailVerified: true } } };
    });
    // Focus on return from the mail app: a check goes out before the code is sent.
    const focusCheck = client.checkUserSession();
    await fixture.server.received(1);
    await client.verifyEmail({ email: ada.email, otp: '123456' });
    // Asked after the session changed: not joined to the older one.
    const fresh = client.checkUserSession();
    open();
    await Promise.all([focusCheck, fresh]);
    expect(fixture.server.requests.filter((r) => r.url === '/users/session')).toHaveLength(2);
    expect(client.getSession().user?.emailVerified).toBe(true);
  });

  it('a check asked while a password change runs waits for it and never signs out', async () => {
    const { client, changes } = await signedInClient();
    fixture.server.reset();
    const { latch, open } = createLatch();
    fixture.server.script(
      routes({
        '/users/change-password/u1': { body: {}, until: latch },
        '/users/login': { body: { user: ada } },
        '/users/session': { body: { authenticated: true, user: ada } },
      }),
    );
    const change = client.changePassword({
      userId: 'u1',
      currentPassword: 'pw',
      newPassword: 'pw2',
    });
    await fixture.server.received(1);
    const check = client.checkUserSession();
    open();
    await Promise.all([change, check]);
    expect(fixture.server.requests.map((r) => r.url)).toEqual([
      '/users/change-password/u1',
      '/users/login',
      '/users/session',
    ]);
    expect(changes).toEqual([]);
  });

  it('a 401 that says the session is gone checks it: signed out, reason ended', async () => {
    const { client } = await signedInClient();
    const { latch, open } = createLatch();
    fixture.server.script(
      routes({
        '/users/profile': { status: 401, body: { error: 'unauthenticated' } },
        '/users/session': { status: 401, body: { error: 'unauthenticated' }, until: latch },
      }),
    );
    const signedOutNow = new Promise<LocalSession>((resolve) => client.subscribe(resolve));
    await expect(client.getUserProfile({ userId: 'u1' })).rejects.toBeInstanceOf(
      AuthenticationError,
    );
    open();
    await expect(signedOutNow).resolves.toEqual(ended);
  });
});
