import { describe, expect, it } from 'vitest';
import type { AuthStore } from '../../src/server';
import { APP, KEY, PASSWORD, serviceFixture } from './service-fixture';

/**
 * Issue 15 item 8, over HTTP on one store: strings that are not well-formed UTF-16 (a lone
 * surrogate) or hold U+0000 are 400 `validation_failed`, in bodies and in path and query
 * parameters (PGlite and PostgreSQL answered 500 with a stack; the memory store 201).
 */
export function wellFormedInputSuite(storeName: string, store: AuthStore) {
  describe(`malformed text on ${storeName}`, () => {
    const service = serviceFixture({ store });

    const refused = (answer: { status: number; body: Record<string, unknown> }, field: string) => {
      expect(answer.status, JSON.stringify(answer.body)).toBe(400);
      expect(answer.body.error).toBe('validation_failed');
      expect(answer.body.fields).toHaveProperty(field);
    };

    it('refuses U+0000 in a login email', async () => {
      const answer = await service.call('POST', '/users/login', {
        body: { email: 'a\u0000@x.test', password: PASSWORD },
      });
      refused(answer, 'email');
    });

    it('refuses a lone surrogate or U+0000 anywhere in a signup body, keys included', async () => {
      const base = { name: 'Ann', email: 'ann@example.com', password: PASSWORD };
      refused(
        await service.call('POST', '/users/signup', { body: { ...base, name: 'A\ud800' } }),
        'name',
      );
      refused(
        await service.call('POST', '/users/signup', {
          body: { ...base, settings: { theme: ['dark', 'x\u0000'] } },
        }),
        'settings',
      );
      refused(
        await service.call('POST', '/users/signup', { body: { ...base, 'nick\udc00': 'x' } }),
        'body',
      );
      // Nothing was stored by the refusals: the address is still free, and a surrogate pair
      // (an emoji) is well-formed text.
      const created = await service.call('POST', '/users/signup', {
        body: { ...base, name: 'Ann \u{1F600}' },
      });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      expect((created.body.user as { name: string }).name).toBe('Ann \u{1F600}');
    });

    it('refuses U+0000 in query and path parameters', async () => {
      refused(await service.call('GET', `/users/${APP}/user?id=%00`, { apiKey: KEY }), 'id');
      refused(
        await service.call('GET', `/users/${APP}/user?username=a%00b`, { apiKey: KEY }),
        'username',
      );
      refused(await service.call('GET', `/users/check-user/x%00y`, { apiKey: KEY }), 'userId');
      refused(
        await service.call('PUT', '/users/update/%00', { apiKey: KEY, body: { name: 'B' } }),
        'userId',
      );
      refused(await service.call('DELETE', '/users/delete/%00', { apiKey: KEY }), 'userId');
    });
  });
}
