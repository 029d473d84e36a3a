import { describe, expect, it } from 'vitest';
import { createAuthClient } from '../../src/index';
import { APP, PASSWORD, serviceFixture } from './service-fixture';

const svc = serviceFixture();

/** JSON text of `levels` nested arrays around 1. */
const nested = (levels: number) => `${'['.repeat(levels)}1${']'.repeat(levels)}`;

describe('JSON nesting', () => {
  it('deeper than 32 levels is 400 validation_failed, at signup and in settings', async () => {
    const signup = await svc.call('POST', '/users/signup', {
      raw: `{"name":"N","email":"deep@example.com","password":"${PASSWORD}","extra":${nested(3500)}}`,
    });
    expect(signup.status).toBe(400);
    expect(signup.body.error).toBe('validation_failed');
    const user = await svc.signup();
    const update = await svc.call('PUT', `/users/update/${user.id}`, {
      session: user.session,
      raw: `{"settings":${nested(3500)}}`,
    });
    expect(update.status).toBe(400);
    expect(update.body).toMatchObject({
      error: 'validation_failed',
      fields: { body: expect.any(String) },
    });
    const justOver = await svc.call('PUT', `/users/update/${user.id}`, {
      session: user.session,
      raw: `{"settings":${nested(32)}}`,
    });
    expect(justOver.status).toBe(400);
  });

  it('32 levels, brackets inside strings, and escaped quotes are fine', async () => {
    const user = await svc.signup();
    const answer = await svc.call('PUT', `/users/update/${user.id}`, {
      session: user.session,
      raw: `{"settings":${nested(31)},"name":"[[[[\\"{{{{"}`,
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect((answer.body.user as { name: string }).name).toBe('[[[["{{{{');
  });
});

describe('Content-Type of POST and PUT', () => {
  it.each([
    ['text/plain', `{"email":"a@example.com","password":"${PASSWORD}"}`],
    ['application/x-www-form-urlencoded', 'email=a%40example.com&password=x'],
    [
      'multipart/form-data; boundary=b',
      '--b\r\nContent-Disposition: form-data; name="email"\r\n\r\na\r\n--b--\r\n',
    ],
  ])('%s is 415 unsupported_media_type', async (type, raw) => {
    const { email } = await svc.signup();
    const answer = await svc.call('POST', '/users/login', {
      raw: raw.replace('a@example.com', email),
      headers: { 'Content-Type': type },
    });
    expect(answer.status).toBe(415);
    expect(answer.body.error).toBe('unsupported_media_type');
    expect(answer.cookies).toEqual([]);
  });

  it('a body without a Content-Type is 415; application/json with any charset is fine', async () => {
    const { email, id, session } = await svc.signup();
    const untyped = await fetch(`${svc.server.url}/users/login`, {
      method: 'POST',
      headers: { 'X-App-Id': APP },
      body: new Blob([JSON.stringify({ email, password: PASSWORD })]),
    });
    expect(untyped.status).toBe(415);
    for (const type of ['application/json; charset=utf-8', 'Application/JSON;charset=UTF-8']) {
      const answer = await svc.call('PUT', `/users/update/${id}`, {
        session,
        body: { name: 'Renamed' },
        headers: { 'Content-Type': type },
      });
      expect(answer.status).toBe(200);
    }
  });

  it('bodiless POST and DELETE, as the client sends them, still work', async () => {
    const client = createAuthClient({ baseUrl: svc.server.url, appId: APP });
    const email = 'bodiless@example.com';
    await client.signupUser({ name: 'B', email, password: PASSWORD });
    expect(await client.logoutUser()).toMatchObject({ success: true });
    const { user } = await client.loginUser({ email, password: PASSWORD });
    await client.deleteUser({ userId: String(user?.id) });
    expect((await client.checkUserSession()).authenticated).toBe(false);
  });
});
