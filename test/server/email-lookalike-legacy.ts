import { expect, it } from 'vitest';
import { type AuthStore, startAuthServer } from '../../src/server';
import { makeUser } from './store-conformance';

const APP = 'legacy-app';
const PASSWORD = 'a passphrase from before';

/** The reference service on loopback over `store`, and a caller that keeps no cookies. */
async function serve(store: AuthStore, now: () => number) {
  const server = await startAuthServer({
    port: 0,
    store,
    apps: { [APP]: 'legacy-key' },
    hashCost: { N: 1024, r: 8, p: 1 },
    now,
  });
  const call = async (method: string, path: string, body: unknown, session = '') => {
    const response = await fetch(`${server.url}${path}`, {
      method,
      headers: {
        'X-App-Id': APP,
        'Content-Type': 'application/json',
        ...(session ? { Cookie: `service_user_session=${session}` } : {}),
      },
      body: JSON.stringify(body),
    });
    const cookie = response.headers
      .getSetCookie()
      .map((line) => /^service_user_session=([^;]+)/.exec(line)?.[1])
      .find(Boolean);
    return { status: response.status, body: await response.json(), session: cookie ?? '' };
  };
  return { server, call };
}

/**
 * Runs statements on the store's database directly (the store closed), given its users table's
 * name; answers the rows of the last.
 */
export type RawSql = (statements: (table: string) => string[]) => Promise<unknown>;

/**
 * A database from before email skeletons that holds two look-alike accounts (made when the
 * service compared emails exactly) must still start: the older account keeps the skeleton, the
 * other keeps none; both sign in by their own spelling and can change their other fields, and
 * no new look-alike of either can be made. Over HTTP, on a store `open` opens again.
 */
export function legacyTwinsTest(open: () => Promise<AuthStore>, raw: RawSql) {
  it('starts on a database with two look-alike accounts from before, keeping the older one’s claim', async () => {
    const clock = { now: Date.parse('2026-01-01T00:00:00Z') };
    const before = await serve(await open(), () => clock.now);
    const older = await before.call('POST', '/users/signup', {
      name: 'Older',
      email: 'early@legacy.test',
      password: PASSWORD,
    });
    expect(older.status).toBe(201);
    clock.now += 60_000;
    const newer = await before.call('POST', '/users/signup', {
      name: 'Newer',
      email: 'other@legacy.test',
      password: PASSWORD,
    });
    expect(newer.status).toBe(201);
    await before.server.close();

    // As a database written before the column: no skeletons, and the newer account's email a
    // look-alike (Cyrillic е) of the older one's, which the service then let in.
    await raw((users) => [
      `alter table ${users} drop column if exists email_skeleton`,
      `update ${users} set email_key = 'еarly@legacy.test',
        data = jsonb_set(data, '{email}', '"еarly@legacy.test"') where email_key = 'other@legacy.test'`,
    ]);

    const after = await serve(await open(), () => clock.now);
    try {
      const login = (email: string) =>
        after.call('POST', '/users/login', { email, password: PASSWORD });
      const olderLogin = await login('early@legacy.test');
      const newerLogin = await login('еarly@legacy.test');
      expect([olderLogin.status, newerLogin.status]).toEqual([200, 200]);
      expect(olderLogin.body.user.name).toBe('Older');
      expect(newerLogin.body.user.name).toBe('Newer');

      // No third: neither a look-alike of both nor either's own spelling.
      for (const email of ['eаrly@legacy.test', 'early@legacy.test', 'еarly@legacy.test']) {
        const third = await after.call('POST', '/users/signup', {
          name: 'Third',
          email,
          password: PASSWORD,
        });
        expect(third.status, email).toBe(409);
      }

      // Both can change their other fields (the newer one keeps no skeleton to write).
      const rename = (id: string, session: string, changes: Record<string, unknown>) =>
        after.call('PUT', `/users/update/${id}`, changes, session);
      const newerId = newer.body.user.id as string;
      expect((await rename(newerId, newerLogin.session, { name: 'Renamed' })).status).toBe(200);
      const olderId = older.body.user.id as string;
      expect((await rename(olderId, olderLogin.session, { name: 'Renamed' })).status).toBe(200);
      // The newer one may leave its look-alike, and may not come back to it: the older holds it.
      const move = (email: string) =>
        rename(newerId, newerLogin.session, { email, currentPassword: PASSWORD });
      expect((await move('newer@legacy.test')).status).toBe(200);
      expect((await move('еarly@legacy.test')).status).toBe(409);
    } finally {
      await after.server.close();
    }
    const rows = await raw((users) => [
      `select data->>'name' as name, email_skeleton from ${users} order by data->>'createdAt'`,
    ]);
    expect(rows).toEqual([
      { name: 'Renamed', email_skeleton: 'early@legacy.test' },
      { name: 'Renamed', email_skeleton: 'newer@legacy.test' },
    ]);
  }, 60_000);
}

/**
 * Skeletons an earlier rule computed otherwise are computed again at start, even when two rows
 * trade them (each holds the other's: one statement for both meets a unique violation whatever
 * its order); a Unicode address whose column holds its email_key is read again too.
 */
export function skeletonRecomputeTest(open: () => Promise<AuthStore>, raw: RawSql) {
  it('computes again at start the email skeletons an earlier rule made, rows trading them included', async () => {
    const store = await open();
    const user = (id: string, email: string, createdAt: number) =>
      makeUser('recompute-app', { id, email, createdAt });
    await store.insertUser(user('a', 'vіctim@recompute.test', 1));
    await store.insertUser(user('b', 'zed@recompute.test', 2));
    await store.insertUser(user('c', 'ｂｅａ@recompute.test', 3));
    await store.close();
    await raw((users) => [
      `update ${users} set email_skeleton = 'x-' || id`,
      `update ${users} set email_skeleton = 'zed@recompute.test' where id = 'a'`,
      `update ${users} set email_skeleton = 'victim@recompute.test' where id = 'b'`,
      `update ${users} set email_skeleton = email_key where id = 'c'`,
    ]);
    await (await open()).close();
    const rows = await raw((users) => [
      `select id, email_skeleton from ${users} where app_id = 'recompute-app' order by id`,
    ]);
    expect(rows).toEqual([
      { id: 'a', email_skeleton: 'victim@recompute.test' },
      { id: 'b', email_skeleton: 'zed@recompute.test' },
      { id: 'c', email_skeleton: 'bea@recompute.test' },
    ]);
  }, 60_000);
}
