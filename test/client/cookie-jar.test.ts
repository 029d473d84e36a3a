import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RecordedRequest, Script } from '../support/scripted-server';
import { scriptedServerFixture } from '../support/scripted-server-fixture';

const fixture = scriptedServerFixture();

/** Login answers with these Set-Cookie headers; everything else answers 200 {}. */
const setCookiesOnLogin =
  (...cookies: string[]): Script =>
  (request) =>
    request.url === '/users/login'
      ? {
          body: { user: { id: 'u1', name: 'Ada', email: 'a@x.io' } },
          headers: { 'Set-Cookie': cookies },
        }
      : { body: {} };

const cookieOf = (request: RecordedRequest | undefined) => request?.headers.cookie;
const lastCookie = () => cookieOf(fixture.server.requests.at(-1));
const login = { email: 'a@x.io', password: 'p' };

afterEach(() => {
  vi.useRealTimers();
});

describe('the client cookie jar (outside a browser)', () => {
  it('replays the session cookie on later requests', async () => {
    fixture.server.script(
      setCookiesOnLogin('service_user_session=s1; Path=/; HttpOnly; SameSite=Lax'),
    );
    const client = fixture.client();
    await client.loginUser(login);
    expect(cookieOf(fixture.server.requests[0])).toBeUndefined();
    await client.getUserProfile({ userId: 'u1' });
    expect(lastCookie()).toBe('service_user_session=s1');
  });

  it('keeps several Set-Cookie headers of one response', async () => {
    fixture.server.script(
      setCookiesOnLogin('service_user_session=s1; Path=/', 'theme=dark; Path=/'),
    );
    const client = fixture.client();
    await client.loginUser(login);
    await client.checkUserSession();
    expect(lastCookie()?.split('; ').sort()).toEqual(['service_user_session=s1', 'theme=dark']);
  });

  it('replaces a cookie set again and deletes one set with Max-Age=0', async () => {
    const client = fixture.client();
    fixture.server.script(
      setCookiesOnLogin('service_user_session=s1; Path=/', 'theme=dark; Path=/'),
    );
    await client.loginUser(login);
    fixture.server.script(
      setCookiesOnLogin('service_user_session=s2; Path=/', 'theme=; Path=/; Max-Age=0'),
    );
    await client.loginUser(login);
    await client.getUserProfile({ userId: 'u1' });
    expect(lastCookie()).toBe('service_user_session=s2');
  });

  it('drops a cookie once it has expired', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-01-01T00:00:00Z'));
    fixture.server.script(
      setCookiesOnLogin('service_user_session=s1; Path=/; Max-Age=60', 'theme=dark; Path=/'),
    );
    const client = fixture.client();
    await client.loginUser(login);
    await client.getUserProfile({ userId: 'u1' });
    expect(lastCookie()).toContain('service_user_session=s1');
    vi.setSystemTime(new Date('2026-01-01T00:01:01Z'));
    await client.getUserProfile({ userId: 'u1' });
    expect(lastCookie()).toBe('theme=dark');
  });

  it('never stores a cookie whose Expires is in the past', async () => {
    fixture.server.script(
      setCookiesOnLogin('service_user_session=s1; Path=/; Expires=Wed, 21 Oct 2015 07:28:00 GMT'),
    );
    const client = fixture.client();
    await client.loginUser(login);
    await client.checkUserSession();
    expect(lastCookie()).toBeUndefined();
  });

  it('sends a cookie only below its Path', async () => {
    fixture.server.script(setCookiesOnLogin('scoped=1; Path=/users/profile'));
    const client = fixture.client();
    await client.loginUser(login);
    await client.checkUserSession();
    expect(lastCookie()).toBeUndefined();
    await client.getUserProfile({ userId: 'u1' });
    expect(lastCookie()).toBe('scoped=1');
  });

  it('keeps one jar per client', async () => {
    fixture.server.script(setCookiesOnLogin('service_user_session=s1; Path=/'));
    const alice = fixture.client();
    const bob = fixture.client();
    await alice.loginUser(login);
    await bob.checkUserSession();
    expect(lastCookie()).toBeUndefined();
    await alice.checkUserSession();
    expect(lastCookie()).toBe('service_user_session=s1');
  });

  it('ignores a malformed Set-Cookie and keeps the good ones', async () => {
    fixture.server.script(setCookiesOnLogin('=; ;', 'service_user_session=s1; Path=/'));
    const client = fixture.client();
    await client.loginUser(login);
    await client.checkUserSession();
    expect(lastCookie()).toBe('service_user_session=s1');
  });

  it('lets a Cookie header from the headers option through when the jar has none (SSR forwarding)', async () => {
    const client = fixture.client({ headers: { Cookie: 'service_user_session=from-browser' } });
    await client.checkUserSession();
    expect(lastCookie()).toBe('service_user_session=from-browser');
  });

  it('drops only the session cookie when the local session is cleared', async () => {
    fixture.server.script(
      setCookiesOnLogin('service_user_session=s1; Path=/', 'theme=dark; Path=/'),
    );
    const client = fixture.client();
    await client.loginUser(login);
    fixture.server.script(() => 'drop');
    await client.logoutUser();
    fixture.server.reset();
    await client.checkUserSession();
    expect(lastCookie()).toBe('theme=dark');
  });
});
