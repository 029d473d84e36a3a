import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import type {
  AuthClient,
  AuthError,
  AuthUser,
  CheckUserResponse,
  LoginParams,
  LoginResponse,
  LogoutResponse,
} from 'latchkey';
import {
  AuthProvider,
  authKeys,
  type SessionState,
  useLogin,
  useLogout,
  useSession,
  useUser,
  useUserExists,
  useUserProfile,
} from 'latchkey/react';
import { describe, expectTypeOf, it } from 'vitest';

declare const client: AuthClient;

describe('React API types', () => {
  it('useSession', () => {
    expectTypeOf(useSession).returns.toEqualTypeOf<SessionState>();
    expectTypeOf<SessionState['status']>().toEqualTypeOf<
      'loading' | 'authenticated' | 'unauthenticated'
    >();
    expectTypeOf<SessionState['user']>().toEqualTypeOf<AuthUser | null>();
  });

  it('mutation hooks return TanStack results typed by the client method', () => {
    expectTypeOf(useLogin).returns.toEqualTypeOf<
      UseMutationResult<LoginResponse, AuthError, LoginParams>
    >();
    expectTypeOf(useLogout).returns.toEqualTypeOf<
      UseMutationResult<LogoutResponse, AuthError, void>
    >();
    const logout = useLogout();
    logout.mutate();
    const login = useLogin({
      onSuccess: (data) => expectTypeOf(data).toEqualTypeOf<LoginResponse>(),
    });
    // @ts-expect-error password is required
    login.mutate({ email: 'a@b.c' });
  });

  it('query hooks take the client method’s parameter object', () => {
    expectTypeOf(useUserProfile({ userId: 'u' })).toEqualTypeOf<
      UseQueryResult<AuthUser, AuthError>
    >();
    expectTypeOf(useUserExists({ userId: 'u' }, { enabled: false })).toEqualTypeOf<
      UseQueryResult<CheckUserResponse, AuthError>
    >();
    useUser({ username: 'ada' });
    // @ts-expect-error id and username together
    useUser({ id: 'u', username: 'ada' });
  });

  it('keys and provider props', () => {
    expectTypeOf(authKeys.profile('u')).toEqualTypeOf<
      readonly ['latchkey', 'user', 'profile', string]
    >();
    <AuthProvider
      baseUrl="https://auth.example"
      appId="app"
      refetchInterval={60_000}
      crossTabSync={false}
    />;
    // @ts-expect-error refetchInterval is a number or false
    <AuthProvider client={client} refetchInterval="often" />;
    // @ts-expect-error a baseUrl needs its appId
    <AuthProvider baseUrl="https://auth.example" />;
    // @ts-expect-error an appId needs its baseUrl
    <AuthProvider appId="app" apiKey="key_public" />;
    // @ts-expect-error a client, or baseUrl and appId: not both
    <AuthProvider client={client} appId="app" />;
    // @ts-expect-error nothing to create a client from
    <AuthProvider>{null}</AuthProvider>;
    <AuthProvider baseUrl="/api" appId="app" apiKey="key_public" />;
  });
});
