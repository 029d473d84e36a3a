import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuthService, type AuthStore, createAuthService } from '../../src/server';

const APP = 'names-app';
const KEY = 'names-key';
const PASSWORD = 'a passphrase for look-alikes';

/**
 * Issue 28, item 6: look-alike usernames (Cyrillic or Greek letters for Latin ones, full-width
 * forms, 0 for o) are one username: the second is 409 on `username`, at signup and update, and
 * however signups race.
 */
export function usernameLookalikeSuite(name: string, open: () => Promise<AuthStore>) {
  describe(`${name}: usernames compared by their confusable skeleton`, () => {
    let service: AuthService;
    beforeAll(async () => {
      service = createAuthService({
        apps: { [APP]: KEY },
        store: await open(),
        hashCost: { N: 1024, r: 8, p: 1 },
      });
    }, 60_000);
    afterAll(() => service?.close());

    async function call(method: string, path: string, body?: unknown) {
      const response = await service(
        new Request(`http://service.test${path}`, {
          method,
          headers: { 'X-App-Id': APP, 'X-API-Key': KEY, 'Content-Type': 'application/json' },
          body: body === undefined ? undefined : JSON.stringify(body),
        }),
      );
      return { status: response.status, body: await response.json() };
    }

    let sequence = 0;
    const signup = (username: string) => {
      sequence += 1;
      return call('POST', '/users/signup', {
        name: 'N',
        email: `names${sequence}@example.com`,
        password: PASSWORD,
        username,
      });
    };

    it('refuses a look-alike of a taken username (409 on username)', async () => {
      expect((await signup('joe.smith')).status).toBe(201);
      // Cyrillic о, Cyrillic Ј, full-width, Greek Ο, the digit 0, upper case.
      for (const twin of [
        'jоe.smith',
        'Јoe.smith',
        'ｊｏｅ．ｓｍｉｔｈ',
        'jΟe.smith',
        'j0e.smith',
        'JOE.SMITH',
      ]) {
        const answer = await signup(twin);
        expect(answer.status, twin).toBe(409);
        expect(answer.body.fields).toEqual({ username: 'Already taken' });
      }
      // Found by any of its spellings.
      const found = await call(
        'GET',
        `/users/${APP}/user?username=${encodeURIComponent('јое.ѕmith')}`,
      );
      expect(found.status).toBe(200);
      expect(found.body.username).toBe('joe.smith');
    });

    it('refuses an update to a look-alike of another user’s username', async () => {
      expect((await signup('marta')).status).toBe(201);
      const other = await signup('olga');
      expect(other.status).toBe(201);
      const id = other.body.user.id as string;
      const update = await call('PUT', `/users/update/${id}`, { username: 'mаrtа' });
      expect(update.status).toBe(409);
      // Its own look-alike is still its own username.
      expect((await call('PUT', `/users/update/${id}`, { username: 'оlgа' })).status).toBe(200);
    });

    // Issue 35, lower items: 19 of 19 look-alikes from outside the built-in table were accepted.
    // Now Unicode's confusables.txt (its Latin-looking part) is read as well.
    it('refuses look-alikes from confusables.txt (Armenian, Cherokee, Lisu, IPA, ...)', async () => {
      const twins: [string, string[]][] = [
        // Armenian օ, հ; Cherokee Ꭻ, Ꮪ, Ꭼ; Lisu ꓙ, ꓢ; Cyrillic small-capital т, н.
        [
          'tom.harris',
          ['tօm.harris', 'tom.հarris', 'Ꭲom.harris', 'tom.harriꮪ', 'ꓔom.harris', 'тom.нarris'],
        ],
        // IPA ɡ, small capitals, Armenian ց.
        ['greg', ['ɡreg', 'ɢʀᴇɢ', 'ցreg']],
        // Greek κ and ϲ, Cyrillic к (confusables.txt: kra), Cherokee Ꮯ.
        ['kacey', ['κacey', 'kaϲey', 'кacey', 'kaᏟey']],
        // Combining marks that look like the acute: Arabic fatha, Devanagari acute.
        ['josé', ['jose\u064e', 'jose\u0954']],
        // İ is I with a dot: an i.
        ['ivana', ['İvana', 'İVANA']],
      ];
      for (const [name, spellings] of twins) {
        expect((await signup(name)).status, name).toBe(201);
        for (const twin of spellings) {
          const answer = await signup(twin);
          expect(answer.status, `${twin} (${name})`).toBe(409);
        }
      }
    });

    it('makes one account of look-alike signups racing', async () => {
      const twins = ['anna', 'аnna', 'annа', 'аnnа', 'ＡＮＮＡ', 'αnna'];
      const answers = await Promise.all(twins.map((username) => signup(username)));
      const statuses = answers.map((answer) => answer.status).sort();
      expect(statuses).toEqual([201, 409, 409, 409, 409, 409]);
    });
  });
}
