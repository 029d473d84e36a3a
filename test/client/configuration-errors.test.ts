import { describe, expect, it } from 'vitest';
import { type AuthClient, AuthError, ConfigurationError, createAuthClient } from '../../src/index';
import { scriptedServerFixture } from '../support/scripted-server-fixture';

const fixture = scriptedServerFixture();

describe('createAuthClient', () => {
  it.each([
    ['no options', undefined, 'baseUrl'],
    ['a missing baseUrl', { appId: 'a' }, 'baseUrl'],
    ['a blank baseUrl', { baseUrl: '  ', appId: 'a' }, 'baseUrl'],
    ['a missing appId', { baseUrl: 'http://127.0.0.1:1' }, 'appId'],
    ['an empty appId', { baseUrl: 'http://127.0.0.1:1', appId: '' }, 'appId'],
    ['a baseUrl that is no URL', { baseUrl: 'http://', appId: 'a' }, 'baseUrl'],
    ['a baseUrl with another scheme', { baseUrl: 'ftp://auth.example.com', appId: 'a' }, 'baseUrl'],
    ['a host and port without http://', { baseUrl: 'localhost:8787', appId: 'a' }, 'baseUrl'],
    [
      'an address and port without http://',
      { baseUrl: '127.0.0.1:8787/api', appId: 'a' },
      'baseUrl',
    ],
    [
      'a negative timeout',
      { baseUrl: 'http://127.0.0.1:1', appId: 'a', timeoutMs: -1 },
      'timeoutMs',
    ],
  ])('throws a ConfigurationError for %s', (_label, options, field) => {
    const create = () => createAuthClient(options as never);
    expect(create).toThrow(ConfigurationError);
    try {
      create();
    } catch (error) {
      expect(error).toBeInstanceOf(AuthError);
      expect(error).toMatchObject({ operation: 'createAuthClient', name: 'ConfigurationError' });
      expect((error as ConfigurationError).fields).toHaveProperty(field);
    }
  });
});

interface RuleCase {
  name: string;
  call: (client: AuthClient) => Promise<unknown>;
  fields: string[];
}

// Each rule of the contract's client section that fails before sending.
const rules: RuleCase[] = [
  {
    name: 'signupUser without name',
    call: (c) => c.signupUser({ name: '', email: 'a@x.io', password: 'p' }),
    fields: ['name'],
  },
  {
    name: 'signupUser with a blank email',
    call: (c) => c.signupUser({ name: 'A', email: ' \t', password: 'p' }),
    fields: ['email'],
  },
  {
    name: 'signupUser with a whitespace password',
    call: (c) => c.signupUser({ name: 'A', email: 'a@x.io', password: '   ' }),
    fields: ['password'],
  },
  {
    name: 'signupUser with null fields',
    call: (c) => c.signupUser({ name: null, email: null, password: null } as never),
    fields: ['name', 'email', 'password'],
  },
  {
    name: 'signupUser with no parameters',
    call: (c) => c.signupUser(undefined as never),
    fields: ['name', 'email', 'password'],
  },
  {
    name: 'loginUser with an empty password',
    call: (c) => c.loginUser({ email: 'a@x.io', password: '' }),
    fields: ['password'],
  },
  {
    name: 'loginUser with a missing email',
    call: (c) => c.loginUser({ password: 'p' } as never),
    fields: ['email'],
  },
  {
    name: 'loginUser with a null email',
    call: (c) => c.loginUser({ email: null, password: 'p' } as never),
    fields: ['email'],
  },
  {
    name: 'changePassword with an empty current password',
    call: (c) => c.changePassword({ userId: 'u1', currentPassword: '', newPassword: 'n' }),
    fields: ['currentPassword'],
  },
  {
    name: 'changePassword with a missing new password',
    call: (c) => c.changePassword({ userId: 'u1', currentPassword: 'c' } as never),
    fields: ['newPassword'],
  },
  {
    name: 'changePassword without userId',
    call: (c) => c.changePassword({ userId: '', currentPassword: 'c', newPassword: 'n' }),
    fields: ['userId'],
  },
  {
    name: 'getUser with neither id nor username',
    call: (c) => c.getUser({} as never),
    fields: ['id', 'username'],
  },
  {
    name: 'getUser with an empty id',
    call: (c) => c.getUser({ id: '' }),
    fields: ['id', 'username'],
  },
  {
    name: 'getUser with both id and username',
    call: (c) => c.getUser({ id: 'u1', username: 'ada' } as never),
    fields: ['id', 'username'],
  },
  {
    name: 'requestEmailVerificationOTP without email',
    call: (c) => c.requestEmailVerificationOTP({ userId: 'u1', email: '' }),
    fields: ['email'],
  },
  {
    name: 'requestEmailVerificationOTP without userId',
    call: (c) => c.requestEmailVerificationOTP({ userId: '', email: 'a@x.io' }),
    fields: ['userId'],
  },
  {
    name: 'getUserProfile without userId',
    call: (c) => c.getUserProfile({ userId: '' }),
    fields: ['userId'],
  },
  {
    name: 'updateUser without userId',
    call: (c) => c.updateUser({ userId: '' }),
    fields: ['userId'],
  },
  {
    name: 'deleteUser with userId ".."',
    call: (c) => c.deleteUser({ userId: '..' }),
    fields: ['userId'],
  },
  {
    name: 'checkIfUserExists with userId "."',
    call: (c) => c.checkIfUserExists({ userId: '.' }),
    fields: ['userId'],
  },
];

describe('rules checked before any request', () => {
  it.each(rules)('$name: ConfigurationError, nothing sent', async ({ call, fields }) => {
    const client = fixture.client();
    const error = await call(client).then(
      () => undefined,
      (reason: unknown) => reason,
    );
    expect(error).toBeInstanceOf(ConfigurationError);
    expect(Object.keys((error as ConfigurationError).fields ?? {}).sort()).toEqual(
      [...fields].sort(),
    );
    expect((error as ConfigurationError).message).toMatch(fields[0] ?? '');
    expect(fixture.server.requests).toHaveLength(0);
  });

  it.each([
    [
      'requestResetUserPasswordOTP',
      (c: AuthClient) => c.requestResetUserPasswordOTP({ email: 'a@x.io' }),
    ],
    [
      'resetUserPassword',
      (c: AuthClient) => c.resetUserPassword({ email: 'a@x.io', otp: '123456', newPassword: 'n' }),
    ],
  ])(
    '%s without an API key: ConfigurationError api_key_required, nothing sent',
    async (operation, call) => {
      const error = await call(fixture.client()).catch((reason: unknown) => reason);
      expect(error).toBeInstanceOf(ConfigurationError);
      expect(error).toMatchObject({
        operation,
        code: 'api_key_required',
        fields: { apiKey: 'Required' },
      });
      expect((error as ConfigurationError).message).toMatch(/pass `apiKey` to createAuthClient/);
      expect(fixture.server.requests).toHaveLength(0);
    },
  );

  it('takes an X-API-Key header of the headers option as the API key', async () => {
    const client = fixture.client({ headers: { 'x-api-key': 'key-1' } });
    await client.requestResetUserPasswordOTP({ email: 'a@x.io' });
    expect(fixture.server.requests).toHaveLength(1);
    expect(fixture.server.requests[0]?.headers['x-api-key']).toBe('key-1');
  });

  it('refuses an already aborted signal without sending', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(
      fixture.client().checkIfUserExists({ userId: 'u1' }, { signal: controller.signal }),
    ).rejects.toMatchObject({
      name: 'NetworkError',
      reason: 'abort',
    });
    expect(fixture.server.requests).toHaveLength(0);
  });
});

describe('what a bad baseUrl says', () => {
  it('suggests the URL meant for a host and port given without http://', () => {
    expect(() => createAuthClient({ baseUrl: 'localhost:8787', appId: 'a' })).toThrow(
      'Did you mean "http://localhost:8787"?',
    );
  });
});
