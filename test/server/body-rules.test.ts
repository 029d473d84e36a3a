import { describe, expect, it } from 'vitest';
import { PASSWORD, serviceFixture } from './service-fixture';

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
