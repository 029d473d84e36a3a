import {
  type AuthClient,
  type AuthError,
  type AuthUser,
  type CheckSessionResponse,
  type ConfigurationError,
  createAuthClient,
  type GetUserParams,
  type LocalSession,
  type LogoutResponse,
  type NetworkError,
  type RateLimitError,
  type SignupParams,
  type UpdateUserParams,
} from 'latchkey';
import { describe, expectTypeOf, it } from 'vitest';

const client = createAuthClient({ baseUrl: 'https://auth.example.com', appId: 'app' });

describe('public API types', () => {
  it('createAuthClient needs baseUrl and appId', () => {
    expectTypeOf(createAuthClient).parameter(0).toHaveProperty('baseUrl').toEqualTypeOf<string>();
    // @ts-expect-error appId is required
    createAuthClient({ baseUrl: 'https://auth.example.com' });
    expectTypeOf(client).toEqualTypeOf<AuthClient>();
  });

  it('signupUser takes the named fields and extra', () => {
    expectTypeOf<SignupParams['extra']>().toEqualTypeOf<Record<string, unknown> | undefined>();
    expectTypeOf<SignupParams['phone']>().toEqualTypeOf<string | null | undefined>();
    // @ts-expect-error password is required
    client.signupUser({ name: 'a', email: 'b' });
    expectTypeOf(client.signupUser)
      .returns.resolves.toHaveProperty('user')
      .toEqualTypeOf<AuthUser>();
  });

  it('getUser takes id or username, not both', () => {
    client.getUser({ id: 'u1' });
    client.getUser({ username: 'ada' });
    // @ts-expect-error both given
    client.getUser({ id: 'u1', username: 'ada' });
    expectTypeOf<GetUserParams>().toExtend<{ id: string } | { username: string }>();
  });

  it('updateUser is a partial patch keyed by userId', () => {
    client.updateUser({ userId: 'u1', settings: { any: ['json'] }, username: null });
    // @ts-expect-error userId is required
    client.updateUser({ name: 'x' });
    expectTypeOf<UpdateUserParams['isActive']>().toEqualTypeOf<boolean | null | undefined>();
  });

  it('every method takes an optional {signal} last', () => {
    const signal = new AbortController().signal;
    client.checkUserSession({ signal });
    client.logoutUser(undefined, { signal });
    client.checkIfUserExists({ userId: 'u' }, { signal });
  });

  it('session and logout shapes', () => {
    expectTypeOf(client.getSession()).toEqualTypeOf<LocalSession>();
    expectTypeOf<LocalSession['status']>().toEqualTypeOf<
      'unknown' | 'authenticated' | 'unauthenticated'
    >();
    expectTypeOf(client.logoutUser).returns.resolves.toEqualTypeOf<LogoutResponse>();
    expectTypeOf<CheckSessionResponse['error']>().toEqualTypeOf<NetworkError | undefined>();
    expectTypeOf(client.subscribe).returns.toEqualTypeOf<() => void>();
  });

  it('errors form one hierarchy', () => {
    expectTypeOf<ConfigurationError>().toExtend<AuthError>();
    expectTypeOf<RateLimitError['retryAfter']>().toEqualTypeOf<number | undefined>();
    expectTypeOf<NetworkError['reason']>().toEqualTypeOf<'network' | 'timeout' | 'abort'>();
    expectTypeOf<AuthError['status']>().toEqualTypeOf<number | undefined>();
  });
});
