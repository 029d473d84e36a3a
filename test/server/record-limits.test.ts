import { describe, expect, it } from 'vitest';
import { createAuthService } from '../../src/server';
import { localStores } from './local-stores';

// What one account may hold: sessions, the size of its documents, a username that shows.
const APP = 'records-app';
const KEY = 'records-key';
const PASSWORD = 'a passphrase nobody guesses';

const stores = localStores('latchkey-records-');

describe.each(stores)('%s: what one account may hold', (_name, open) => {
  async function service() {
    const svc = createAuthService({
      apps: { [APP]: KEY },
      store: await open(),
      hashCost: { N: 1024, r: 8, p: 1 },
    });
    const call = async (method: string, path: string, body?: unknown, session?: string) => {
      const headers: Record<string, string> = {
        'X-App-Id': APP,
        'Content-Type': 'application/json',
      };
      if (session) headers.Cookie = `service_user_session=${session}`;
      else headers['X-API-Key'] = KEY;
      const response = await svc(
        new Request(`http://service.test${path}`, {
          method,
          headers,
          body: body === undefined ? undefined : JSON.stringify(body),
        }),
      );
      const cookie = response.headers
        .getSetCookie()
        .map((line) => /^service_user_session=([^;]+)/.exec(line)?.[1])
        .find(Boolean);
      return { status: response.status, body: await response.json(), cookie };
    };
    return { svc, call };
  }

  it('keeps at most 20 live sessions per user, ending the oldest first', async () => {
    const { svc, call } = await service();
    const signup = await call('POST', '/users/signup', {
      name: 'N',
      email: 's@example.com',
      password: PASSWORD,
    });
    const sessions = [signup.cookie];
    for (let i = 0; i < 20; i++)
      sessions.push(
        (await call('POST', '/users/login', { email: 's@example.com', password: PASSWORD })).cookie,
      );
    const live = async (session: string | undefined) =>
      (await call('GET', '/users/session', undefined, session)).body.authenticated === true;
    expect(await live(sessions[0])).toBe(false);
    for (const session of sessions.slice(1)) expect(await live(session)).toBe(true);
    await svc.close();
  }, 60_000);

  it('refuses documents over 64 KiB together, however they are split between updates', async () => {
    const { svc, call } = await service();
    const signup = await call('POST', '/users/signup', {
      name: 'N',
      email: 'd@example.com',
      password: PASSWORD,
    });
    const id = signup.body.user.id as string;
    const blob = 'x'.repeat(20 * 1024);
    for (const field of ['settings', 'packageInfo', 'notifications'])
      expect((await call('PUT', `/users/update/${id}`, { [field]: { blob } })).status).toBe(200);
    const fourth = await call('PUT', `/users/update/${id}`, { extraInfo: { blob } });
    expect(fourth).toMatchObject({ status: 413, body: { error: 'payload_too_large' } });
    // Replacing a document with a smaller one is fine.
    expect((await call('PUT', `/users/update/${id}`, { settings: { small: true } })).status).toBe(
      200,
    );
    expect((await call('PUT', `/users/update/${id}`, { extraInfo: { blob } })).status).toBe(200);
    await svc.close();
  }, 60_000);

  it('refuses a username with a character that does not show', async () => {
    const { svc, call } = await service();
    for (const username of ['ann\u200b', 'an\u00a0n', 'an\u00adn', '\u202eann', 'ann\u2800']) {
      const answer = await call('POST', '/users/signup', {
        name: 'N',
        email: `u${username.length}${encodeURIComponent(username)}@example.com`,
        password: PASSWORD,
        username,
      });
      expect(answer, JSON.stringify(username)).toMatchObject({
        status: 400,
        body: { fields: { username: 'No control or invisible characters' } },
      });
    }
    const ok = await call('POST', '/users/signup', {
      name: 'N',
      email: 'ann@example.com',
      password: PASSWORD,
      username: 'ann smith',
    });
    expect(ok.status).toBe(201);
    const update = await call('PUT', `/users/update/${ok.body.user.id}`, { username: 'ann\u200d' });
    expect(update.status).toBe(400);
    await svc.close();
  }, 60_000);
});
