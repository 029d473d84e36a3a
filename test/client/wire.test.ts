import { describe, expect, it } from 'vitest';
import type { AuthClient } from '../../src/index';
import { jsonBody } from '../support/scripted-server';
import { scriptedServerFixture } from '../support/scripted-server-fixture';

const fixture = scriptedServerFixture();

interface WireCase {
  name: string;
  call: (client: AuthClient) => Promise<unknown>;
  method: string;
  url: string;
  /** The exact JSON body, or undefined for none. */
  body?: unknown;
}

const cases: WireCase[] = [
  {
    name: 'signupUser: named fields, null omitted, extra merged, named field wins',
    call: (c) =>
      c.signupUser({
        name: 'Ada',
        email: 'ada@example.com',
        password: 'pw-1',
        username: 'ada',
        phone: null,
        address: undefined,
        isActive: true,
        extra: { plan: 'pro', name: 'shadowed', referrer: null, username: 'also-shadowed' },
      }),
    method: 'POST',
    url: '/users/signup',
    body: {
      plan: 'pro',
      name: 'Ada',
      email: 'ada@example.com',
      password: 'pw-1',
      username: 'ada',
      isActive: true,
    },
  },
  {
    name: 'signupUser: an extra key survives when the named field is absent or null',
    call: (c) =>
      c.signupUser({
        name: 'Ada',
        email: 'a@x.io',
        password: 'p',
        role: null,
        extra: { role: 'admin' },
      }),
    method: 'POST',
    url: '/users/signup',
    body: { role: 'admin', name: 'Ada', email: 'a@x.io', password: 'p' },
  },
  {
    name: 'loginUser',
    call: (c) => c.loginUser({ email: 'a@x.io', password: 'secret' }),
    method: 'POST',
    url: '/users/login',
    body: { email: 'a@x.io', password: 'secret' },
  },
  {
    name: 'logoutUser: no body',
    call: (c) => c.logoutUser(),
    method: 'POST',
    url: '/users/logout',
  },
  {
    name: 'checkUserSession',
    call: (c) => c.checkUserSession(),
    method: 'GET',
    url: '/users/session',
  },
  {
    name: 'requestEmailVerificationOTP: userId in the path, email in the body',
    call: (c) => c.requestEmailVerificationOTP({ userId: 'u 1/2?', email: 'a@x.io' }),
    method: 'POST',
    url: '/users/send-verify-otp/u%201%2F2%3F',
    body: { email: 'a@x.io' },
  },
  {
    name: 'verifyEmail',
    call: (c) => c.verifyEmail({ email: 'a@x.io', otp: '123456' }),
    method: 'POST',
    url: '/users/verify-email',
    body: { email: 'a@x.io', otp: '123456' },
  },
  {
    name: 'verifyEmail sends empty fields as given',
    call: (c) => c.verifyEmail({ email: '', otp: '' }),
    method: 'POST',
    url: '/users/verify-email',
    body: { email: '', otp: '' },
  },
  {
    name: 'getUser by id: appId in the path, id URL-encoded in the query',
    call: (c) => c.getUser({ id: 'a&b=c d' }),
    method: 'GET',
    url: '/users/app%2F1/user?id=a%26b%3Dc+d',
  },
  {
    name: 'getUser by username',
    call: (c) => c.getUser({ username: 'ünï' }),
    method: 'GET',
    url: '/users/app%2F1/user?username=%C3%BCn%C3%AF',
  },
  {
    name: 'getUserProfile: userId in the body',
    call: (c) => c.getUserProfile({ userId: 'u1' }),
    method: 'POST',
    url: '/users/profile',
    body: { userId: 'u1' },
  },
  {
    name: 'updateUser: appId in the body, null and undefined omitted, JSON values kept',
    call: (c) =>
      c.updateUser({
        userId: 'u1',
        name: 'New',
        username: null,
        phone: undefined,
        settings: { theme: 'dark' },
        isActive: false,
      }),
    method: 'PUT',
    url: '/users/update/u1',
    body: { name: 'New', settings: { theme: 'dark' }, isActive: false, appId: 'app/1' },
  },
  {
    name: 'deleteUser: no body',
    call: (c) => c.deleteUser({ userId: 'u/1' }),
    method: 'DELETE',
    url: '/users/delete/u%2F1',
  },
  {
    name: 'changePassword: userId in the path only',
    call: (c) => c.changePassword({ userId: 'u1', currentPassword: 'old', newPassword: 'new' }),
    method: 'PUT',
    url: '/users/change-password/u1',
    body: { currentPassword: 'old', newPassword: 'new' },
  },
  {
    name: 'requestResetUserPasswordOTP',
    call: (c) => c.requestResetUserPasswordOTP({ email: 'a@x.io' }),
    method: 'POST',
    url: '/users/forgot-password',
    body: { email: 'a@x.io' },
  },
  {
    name: 'resetUserPassword',
    call: (c) => c.resetUserPassword({ email: 'a@x.io', otp: '654321', newPassword: 'n' }),
    method: 'POST',
    url: '/users/reset-password',
    body: { email: 'a@x.io', otp: '654321', newPassword: 'n' },
  },
  {
    name: 'checkIfUserExists: appId in the query string',
    call: (c) => c.checkIfUserExists({ userId: '../x' }),
    method: 'GET',
    url: '/users/check-user/..%2Fx?appId=app%2F1',
  },
];

describe('the wire shape of every operation', () => {
  it.each(cases)('$name', async ({ call, method, url, body }) => {
    fixture.server.script(() => ({ body: { user: { id: 'u1', name: 'Ada', email: 'a@x.io' } } }));
    const client = fixture.client({ appId: 'app/1', apiKey: 'key-1' });
    await call(client);

    expect(fixture.server.requests).toHaveLength(1);
    const [request] = fixture.server.requests;
    expect(request?.method).toBe(method);
    expect(request?.url).toBe(url);
    expect(jsonBody(request)).toEqual(body);
    expect(request?.headers['x-app-id']).toBe('app/1');
    expect(request?.headers['x-api-key']).toBe('key-1');
    expect(request?.headers.accept).toBe('application/json');
    expect(request?.headers['content-type']).toBe(
      body === undefined ? undefined : 'application/json',
    );
  });
});

describe('headers and base URL', () => {
  it('sends no X-API-Key without an apiKey', async () => {
    await fixture.client().checkUserSession();
    expect(fixture.server.requests[0]?.headers).not.toHaveProperty('x-api-key');
  });

  it('adds the headers option, but its own headers win', async () => {
    const client = fixture.client({
      apiKey: 'real-key',
      headers: {
        'X-Trace': 't-1',
        'x-app-id': 'spoofed',
        'X-API-Key': 'spoofed',
        Accept: 'text/html',
      },
    });
    await client.loginUser({ email: 'a@x.io', password: 'p' });
    const headers = fixture.server.requests[0]?.headers;
    expect(headers?.['x-trace']).toBe('t-1');
    expect(headers?.['x-app-id']).toBe('app-1');
    expect(headers?.['x-api-key']).toBe('real-key');
    expect(headers?.accept).toBe('application/json');
  });

  it('ignores trailing slashes on baseUrl and keeps its path', async () => {
    const client = fixture.client({ baseUrl: `${fixture.server.url}/api/v1//` });
    await client.checkUserSession();
    expect(fixture.server.requests[0]?.url).toBe('/api/v1/users/session');
  });

  it('uses a custom fetch when given', async () => {
    const seen: string[] = [];
    const client = fixture.client({
      fetch: (input, init) => {
        seen.push(`${init.method} ${input}`);
        return fetch(input, init);
      },
    });
    await client.checkIfUserExists({ userId: 'u1' });
    expect(seen).toEqual([`GET ${fixture.server.url}/users/check-user/u1?appId=app-1`]);
  });
});

describe('answers', () => {
  it('resolves the parsed JSON body', async () => {
    fixture.server.script(() => ({
      body: { id: 'u1', name: 'Ada', email: 'a@x.io', plan: 'pro' },
    }));
    await expect(fixture.client().getUserProfile({ userId: 'u1' })).resolves.toEqual({
      id: 'u1',
      name: 'Ada',
      email: 'a@x.io',
      plan: 'pro',
    });
  });

  it('resolves {} for an empty 2xx body', async () => {
    fixture.server.script(() => ({ status: 204 }));
    await expect(fixture.client().verifyEmail({ email: 'a@x.io', otp: '1' })).resolves.toEqual({});
  });

  it('reads checkIfUserExists as a boolean', async () => {
    fixture.server.script(() => ({ body: { exists: true } }));
    await expect(fixture.client().checkIfUserExists({ userId: 'u1' })).resolves.toEqual({
      exists: true,
    });
    fixture.server.script(() => ({ body: { exists: 'yes' } }));
    await expect(fixture.client().checkIfUserExists({ userId: 'u1' })).resolves.toEqual({
      exists: false,
    });
  });
});
