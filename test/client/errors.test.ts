import { describe, expect, it } from 'vitest';
import {
  type AuthClient,
  AuthError,
  AuthenticationError,
  InsufficientScopeError,
  RateLimitError,
  ServiceError,
} from '../../src/index';
import type { Reply } from '../support/scripted-server';
import { scriptedServerFixture } from '../support/scripted-server-fixture';

const fixture = scriptedServerFixture();

async function failure(reply: Reply, call: (client: AuthClient) => Promise<unknown>) {
  fixture.server.script(() => reply);
  // With the API key, which password recovery needs before it sends anything.
  return call(fixture.client({ apiKey: 'key-1' })).then(
    (value) => {
      throw new Error(`expected a rejection, got ${JSON.stringify(value)}`);
    },
    (error: unknown) => error as AuthError,
  );
}

const login = (c: AuthClient) => c.loginUser({ email: 'a@x.io', password: 'p' });
const getUser = (c: AuthClient) => c.getUser({ id: 'u1' });
const update = (c: AuthClient) => c.updateUser({ userId: 'u1', name: 'N' });

describe('status → error class', () => {
  it.each([
    ['401 on any operation', 401, 'unauthenticated', update, AuthenticationError],
    ['401 from loginUser', 401, 'invalid_credentials', login, AuthenticationError],
    ['403 from loginUser, whatever its code', 403, 'account_locked', login, AuthenticationError],
    [
      '403 from changePassword',
      403,
      'insufficient_scope',
      (c: AuthClient) => c.changePassword({ userId: 'u', currentPassword: 'c', newPassword: 'n' }),
      AuthenticationError,
    ],
    ['403 from getUser', 403, 'forbidden', getUser, InsufficientScopeError],
    [
      '403 from checkIfUserExists',
      403,
      undefined,
      (c: AuthClient) => c.checkIfUserExists({ userId: 'u' }),
      InsufficientScopeError,
    ],
    [
      '403 from getUserProfile',
      403,
      'forbidden',
      (c: AuthClient) => c.getUserProfile({ userId: 'u' }),
      InsufficientScopeError,
    ],
    [
      '403 insufficient_scope from updateUser',
      403,
      'insufficient_scope',
      update,
      InsufficientScopeError,
    ],
    ['403 with another code from updateUser', 403, 'forbidden', update, ServiceError],
    [
      '429',
      429,
      'rate_limited',
      (c: AuthClient) => c.requestResetUserPasswordOTP({ email: 'a@x.io' }),
      RateLimitError,
    ],
    [
      '400',
      400,
      'invalid_otp',
      (c: AuthClient) => c.verifyEmail({ email: 'a@x.io', otp: '1' }),
      ServiceError,
    ],
    ['404', 404, 'not_found', getUser, ServiceError],
    [
      '409',
      409,
      'conflict',
      (c: AuthClient) => c.signupUser({ name: 'A', email: 'a@x.io', password: 'p' }),
      ServiceError,
    ],
    ['500', 500, undefined, update, ServiceError],
    ['503', 503, 'unavailable', login, ServiceError],
  ])('%s', async (_label, status, code, call, Class) => {
    const error = await failure(
      { status, body: code ? { error: code, message: `msg ${code}` } : {} },
      call,
    );
    expect(error).toBeInstanceOf(Class);
    expect(error).toBeInstanceOf(AuthError);
    expect(error.name).toBe(Class.name);
    expect(error.status).toBe(status);
    expect(error.code).toBe(code);
  });
});

describe('error details', () => {
  it('takes message from the body message, then its error, then the status', async () => {
    expect(
      (
        await failure(
          { status: 400, body: { error: 'invalid_otp', message: 'Wrong code' } },
          update,
        )
      ).message,
    ).toBe('Wrong code');
    expect((await failure({ status: 400, body: { error: 'invalid_otp' } }, update)).message).toBe(
      'invalid_otp',
    );
    expect((await failure({ status: 502, body: '<html>bad gateway</html>' }, update)).message).toBe(
      'HTTP 502',
    );
  });

  it('keeps operation, body and validation fields', async () => {
    const body = {
      error: 'validation_failed',
      message: 'Invalid',
      fields: { email: 'Not an email', n: 3 },
    };
    const error = await failure({ status: 400, body }, (c) =>
      c.signupUser({ name: 'A', email: 'x', password: 'p' }),
    );
    expect(error).toMatchObject({
      operation: 'signupUser',
      body,
      fields: { email: 'Not an email' },
    });
  });

  it('is a ServiceError for a 2xx whose body is not JSON', async () => {
    const error = await failure({ status: 200, body: 'OK' }, update);
    expect(error).toBeInstanceOf(ServiceError);
    expect(error).toMatchObject({ status: 200, body: 'OK', operation: 'updateUser' });
  });

  it('is a ServiceError for a 2xx whose JSON is not an object', async () => {
    expect(await failure({ status: 200, body: '[1,2]' }, update)).toBeInstanceOf(ServiceError);
  });
});

describe('retryAfter', () => {
  const forgot = (c: AuthClient) => c.requestResetUserPasswordOTP({ email: 'a@x.io' });
  const retryAfter = async (headers: Record<string, string>) =>
    (
      (await failure(
        { status: 429, headers, body: { error: 'rate_limited' } },
        forgot,
      )) as RateLimitError
    ).retryAfter;

  it('reads delta-seconds', async () => {
    expect(await retryAfter({ 'Retry-After': '120' })).toBe(120);
  });

  it('converts an HTTP-date to seconds from now', async () => {
    const inNinety = new Date(Date.now() + 90_000).toUTCString();
    const seconds = await retryAfter({ 'Retry-After': inNinety });
    expect(seconds).toBeGreaterThanOrEqual(88);
    expect(seconds).toBeLessThanOrEqual(90);
  });

  it('is 0 for a date in the past, undefined without the header or for garbage', async () => {
    expect(await retryAfter({ 'Retry-After': 'Wed, 21 Oct 2015 07:28:00 GMT' })).toBe(0);
    expect(await retryAfter({})).toBeUndefined();
    expect(await retryAfter({ 'Retry-After': 'soon' })).toBeUndefined();
  });
});
