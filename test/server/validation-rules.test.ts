import { describe, expect, it } from 'vitest';
import { nameRule } from '../../src/shared/field-rules';
import { PASSWORD, serviceFixture } from './service-fixture';

// A 400 `validation_failed` names each broken rule by its code and limits (`rules`), beside
// the English message of each field (`fields`), so a client translates codes, not words.

const svc = serviceFixture();
const signup = (body: Record<string, unknown>) => svc.call('POST', '/users/signup', { body });

describe('validation_failed rules', () => {
  it('name each broken rule with its code and limits, the messages kept beside them', async () => {
    const answer = await signup({
      name: 'N'.repeat((nameRule.max ?? 0) + 1),
      email: 'no-at-sign',
      password: 'short',
      phone: 42,
      nickname: undefined,
      username: '',
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      error: 'validation_failed',
      fields: {
        name: 'At most 200 characters',
        email: 'Not an email address',
        password: 'At least 8 characters',
        phone: 'Expected string',
      },
      rules: {
        name: { code: 'too_long', max: 200 },
        email: { code: 'invalid_email' },
        password: { code: 'too_short', min: 8 },
        phone: { code: 'invalid_type' },
      },
    });
  });

  it('a missing field is required; an invisible character in the email has its own code', async () => {
    const answer = await signup({ name: 'Ada', email: 'ada\u200b@example.com' });
    expect(answer.body).toMatchObject({
      fields: { email: 'No control or invisible characters', password: 'Required' },
      rules: { email: { code: 'invisible_characters' }, password: { code: 'required' } },
    });
  });

  it('an unknown field, a common password and an invisible username have theirs', async () => {
    const login = await svc.call('POST', '/users/login', {
      body: { email: 'a@example.com', password: PASSWORD, remember: true },
    });
    expect(login.body).toMatchObject({ rules: { remember: { code: 'unknown_field' } } });
    const common = await signup({ name: 'Ada', email: 'c@example.com', password: 'password1' });
    expect(common.body).toMatchObject({ rules: { password: { code: 'common' } } });
    const username = await signup({
      name: 'Ada',
      email: 'u@example.com',
      password: PASSWORD,
      username: 'an\u200bn',
    });
    expect(username.body).toMatchObject({
      fields: { username: 'No control or invisible characters' },
      rules: { username: { code: 'invisible_characters' } },
    });
  });
});
