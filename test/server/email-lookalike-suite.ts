import { describe, expect, it } from 'vitest';
import type { AuthStore } from '../../src/server';
import { type Answer, KEY, OTHER_APP, PASSWORD, serviceFixture } from './service-fixture';

/** What a refusal shows a caller: status, body and the cookies it set (none). */
const shown = (answer: Answer) => ({
  status: answer.status,
  body: answer.body,
  cookies: answer.cookies,
});

/**
 * Issue 35: look-alike emails (4 of 5 made separate accounts). Over HTTP on one store: one
 * mailbox holds one account however its domain is spelled (Unicode or `xn--`, full-width
 * letters or dots), and an address that looks like a taken one (Cyrillic, Greek, Armenian
 * letters for Latin ones, full-width or other compatibility forms) is refused at signup and at
 * an email change with exactly the answer a taken email gets. Distinct ASCII mailboxes stay
 * distinct (`ali@` and `all@`), and look-ups stay exact: a look-alike signs in to nothing.
 */
export function emailLookalikeSuite(storeName: string, store: AuthStore) {
  describe(`look-alike emails on ${storeName}`, () => {
    const service = serviceFixture({ store });

    const signup = (email: string, extra: Record<string, unknown> = {}) =>
      service.call('POST', '/users/signup', {
        body: { name: 'Look Alike', email, password: PASSWORD, ...extra },
      });

    it('refuses a look-alike of a taken email at signup, answering as for the email itself', async () => {
      expect((await signup('victim@example.test')).status).toBe(201);
      const taken = shown(await signup('victim@example.test'));
      expect(taken.status).toBe(409);
      expect(taken.body.fields).toEqual({ email: 'Already taken' });
      const twins = [
        'vіctim@example.test', // Cyrillic і
        'victim@exаmple.test', // Cyrillic а in the domain
        'vісtіm@еxample.test', // Cyrillic і, с, е: several, both halves
        'ｖｉｃｔｉｍ@example.test', // full-width letters
        'victim@ｅｘａｍｐｌｅ．ｔｅｓｔ', // full-width domain and dot
        'victim@example。test', // the ideographic full stop, a dot in a domain
        'VΙCTΙM@EXAMPLE.TEST', // Greek capital iota
        'ⅴictim@exampⅼe.test', // Roman numerals five and fifty
        'victim@exаmplе.tеst', // Cyrillic а, е in three labels
        'vict\u0456m@examp\u217Ce.test', // the same by escapes: Cyrillic і, Roman numeral fifty
        'victim@xn--exmple-4nf.test', // exаmple (Cyrillic а) as IDNA writes it
        'vіctіm@еxаmplе.tеst', // every one that can be
      ];
      for (const twin of twins) {
        expect(shown(await signup(twin)), twin).toEqual(taken);
      }
    });

    it('keeps one mailbox to one account however its domain is spelled', async () => {
      expect((await signup('anna@bücher.test')).status).toBe(201);
      expect((await signup('anna@xn--bcher-kva.test')).status).toBe(409);
      expect((await signup('ben@xn--bcher-kva.test')).status).toBe(201);
      expect((await signup('ben@bücher.test')).status).toBe(409);
      expect((await signup('BEN@BÜCHER.TEST')).status).toBe(409);
      expect((await signup('ben@ｂüｃｈｅｒ.test')).status).toBe(409);
    });

    it('keeps distinct ASCII mailboxes apart (no ASCII letter is another)', async () => {
      const locals = ['ali', 'all', 'a1i', 'aii', 'm', 'rn', 'w', 'vv', 'o0', 'oo', 'cl', 'd'];
      for (const local of locals)
        expect((await signup(`${local}@ascii.test`)).status, local).toBe(201);
      for (const domain of ['example.test', 'examp1e.test', 'exarnple.test', 'xn--example-.test'])
        expect((await signup(`distinct@${domain}`)).status, domain).toBe(201);
      // Different letters, not look-alikes: a mark, another script's word.
      expect((await signup('zoe@marks.test')).status).toBe(201);
      expect((await signup('zoë@marks.test')).status).toBe(201);
      expect((await signup('ivan@script.test')).status).toBe(201);
      expect((await signup('иван@script.test')).status).toBe(201);
    });

    it('refuses an email change to a look-alike of another account’s email, as to the email itself', async () => {
      expect((await signup('marta@change.test')).status).toBe(201);
      const other = await signup('olga@change.test');
      const id = (other.body.user as { id: string }).id;
      const session = service.sessionOf(other) ?? '';
      const change = (email: string) =>
        service.call('PUT', `/users/update/${id}`, {
          body: { email, currentPassword: PASSWORD },
          session,
        });
      const taken = shown(await change('marta@change.test'));
      expect(taken.status).toBe(409);
      expect(taken.body.fields).toEqual({ email: 'Already taken' });
      for (const twin of ['mаrtа@change.test', 'marta@сhange.test', 'ｍａｒｔａ@change.test'])
        expect(shown(await change(twin)), twin).toEqual(taken);
      // The API key (the app's admin path) is refused alike.
      const byKey = await service.call('PUT', `/users/update/${id}`, {
        body: { email: 'mаrta@change.test' },
        apiKey: KEY,
      });
      expect(byKey.status).toBe(409);
      const profile = await service.call('POST', '/users/profile', {
        body: { userId: id },
        session,
      });
      expect(profile.body.email).toBe('olga@change.test');
      // Its own look-alike is its own: an account may move to it (a new, unverified address).
      const own = await change('оlgа@change.test');
      expect(own.status, JSON.stringify(own.body)).toBe(200);
      // ... and back, and to a free address.
      expect((await change('olga@change.test')).status).toBe(200);
      expect((await change('olga.new@change.test')).status).toBe(200);
      // The address it left is free again, look-alikes included.
      expect((await signup('оlga@change.test')).status).toBe(201);
    });

    it('signs a look-alike in to nothing and mails the account nothing', async () => {
      expect((await signup('owner@exact.test')).status).toBe(201);
      const login = await service.call('POST', '/users/login', {
        body: { email: 'оwner@exact.test', password: PASSWORD },
      });
      expect(login.status).toBe(401);
      const forgot = await service.call('POST', '/users/forgot-password', {
        body: { email: 'оwner@exact.test' },
        apiKey: KEY,
      });
      expect(forgot.status).toBe(200);
      expect(await service.mail('owner@exact.test')).toEqual([]);
    });

    it('makes one account of look-alike signups racing', async () => {
      const twins = [
        'race@example.test',
        'rаce@example.test',
        'raсe@example.test',
        'ｒａｃｅ@example.test',
        'race@exаmple.test',
        'race@xn--exmple-4nf.test',
      ];
      const answers = await Promise.all(twins.map((email) => signup(email)));
      expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    });

    it('compares addresses within one app', async () => {
      expect((await signup('per-app@example.test')).status).toBe(201);
      const answer = await service.call('POST', '/users/signup', {
        appId: OTHER_APP,
        body: { name: 'Other App', email: 'pеr-app@example.test', password: PASSWORD },
      });
      expect(answer.status).toBe(201);
    });
  });
}
