import { describe, expect, it } from 'vitest';
import { type AuthStore, createMemoryStore, createPGliteStore } from '../../src/server';
import { APP, KEY, PASSWORD, serviceFixture } from './service-fixture';

// Issue 15 item 10 and "Also": an anonymous signup stored `isAdmin`, `roles`, `permissions`,
// `verified` and `Role` at the top level of the record, beside the service's `role`; a
// `__proto__` key was dropped with 201.

describe('application fields at signup', () => {
  const service = serviceFixture();
  let sequence = 0;
  const signup = (fields: Record<string, unknown>, apiKey?: string) => {
    sequence += 1;
    return service.call('POST', '/users/signup', {
      apiKey,
      body: { name: 'Ann', email: `ann${sequence}@example.com`, password: PASSWORD, ...fields },
    });
  };

  it('refuses names that impersonate privileged or service fields, naming each', async () => {
    const impostors = {
      isAdmin: true,
      roles: ['admin'],
      permissions: ['*'],
      verified: true,
      Role: 'admin',
      ROLE: 'admin',
      is_admin: true,
      'user-roles': ['x'],
      EmailVerified: true,
      isSuperuser: true,
      Email: 'other@example.com',
      IsActive: true,
      PasswordHash: 'x',
      // One word or all capitals: the privilege is in the name all the same.
      isadmin: true,
      ISADMIN: true,
      superadmin: true,
      userroles: ['x'],
      isverified: true,
      emailConfirmed: true,
      oauthscopes: ['*'],
    };
    for (const apiKey of [undefined, KEY]) {
      const answer = await signup(impostors, apiKey);
      expect(answer.status).toBe(400);
      expect(answer.body.error).toBe('validation_failed');
      expect(Object.keys(answer.body.fields as object).sort()).toEqual(
        Object.keys(impostors).sort(),
      );
    }
  });

  it('refuses __proto__ (and constructor, prototype) with 400 like the other reserved names', async () => {
    for (const raw of ['"__proto__":{"isAdmin":true}', '"constructor":1', '"prototype":{}']) {
      sequence += 1;
      const answer = await service.call('POST', '/users/signup', {
        raw: `{"name":"Ann","email":"proto${sequence}@example.com","password":"${PASSWORD}",${raw}}`,
      });
      expect(answer.status, raw).toBe(400);
      expect(answer.body.fields).toEqual({ [/"(\w+)"/.exec(raw)?.[1] ?? '']: 'Reserved field' });
    }
  });

  it('names an unknown __proto__ on the other endpoints too', async () => {
    const answer = await service.call('POST', '/users/login', {
      raw: `{"email":"a@example.com","password":"${PASSWORD}","__proto__":{}}`,
    });
    expect(answer.status).toBe(400);
    // JSON.parse keeps `__proto__` as an own key (an object literal would not).
    expect(Object.entries(answer.body.fields as object)).toEqual([['__proto__', 'Unknown field']]);
  });

  it('keeps ordinary application fields at the top level, as before', async () => {
    const answer = await signup({ company: 'Acme', plan: 'pro', referrer: 'ad', controller: 'x' });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect(answer.body.user).toMatchObject({ company: 'Acme', plan: 'pro', referrer: 'ad' });
  });
});

/** Editing app fields with the API key, on a store that keeps them in memory or in jsonb. */
function appFieldEdits(storeName: string, store: AuthStore) {
  describe(`application fields through updateUser (${storeName})`, () => {
    const service = serviceFixture({ store });
    const update = (id: string, body: Record<string, unknown>, credentials: object) =>
      service.call('PUT', `/users/update/${id}`, { body, ...credentials });

    it('the API key sets, changes and removes them (null removes)', async () => {
      const user = await service.signup({ company: 'Acme', plan: 'free' });
      const changed = await update(
        user.id,
        { company: 'Globex', plan: null, seats: 3 },
        {
          apiKey: KEY,
        },
      );
      expect(changed.status, JSON.stringify(changed.body)).toBe(200);
      const record = changed.body.user as Record<string, unknown>;
      expect(record).toMatchObject({ company: 'Globex', seats: 3 });
      expect(record).not.toHaveProperty('plan');
      const read = await service.call('GET', `/users/${APP}/user?id=${user.id}`, { apiKey: KEY });
      expect(read.body).toMatchObject({ company: 'Globex', seats: 3 });
      expect(read.body).not.toHaveProperty('plan');
    });

    it('the API key may remove an impostor a record holds from before the rule, not set one', async () => {
      const user = await service.signup({ company: 'Acme' });
      // A record made before names were refused.
      await store.updateUser(APP, user.id, { extra: { company: 'Acme', isAdmin: true } });
      const set = await update(user.id, { Role: 'admin' }, { apiKey: KEY });
      expect(set.status).toBe(400);
      expect(set.body.fields).toHaveProperty('Role');
      const removed = await update(user.id, { isAdmin: null }, { apiKey: KEY });
      expect(removed.status).toBe(200);
      expect(removed.body.user).not.toHaveProperty('isAdmin');
      expect(removed.body.user).toMatchObject({ company: 'Acme' });
    });

    it('a session alone may not change them (400 unknown field, nothing changed)', async () => {
      const user = await service.signup({ company: 'Acme' });
      const answer = await update(user.id, { company: 'Mine' }, { session: user.session });
      expect(answer).toMatchObject({ status: 400, body: { fields: { company: 'Unknown field' } } });
      const read = await service.call('GET', `/users/${APP}/user?id=${user.id}`, { apiKey: KEY });
      expect(read.body).toMatchObject({ company: 'Acme' });
    });
  });
}

appFieldEdits('memory', createMemoryStore());
appFieldEdits('PGlite', await createPGliteStore());
