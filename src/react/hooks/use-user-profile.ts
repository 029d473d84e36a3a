'use client';
import { type UseQueryOptions, type UseQueryResult, useQuery } from '@tanstack/react-query';
import type { AuthError } from '../../client/errors';
import type { AuthUser, UserIdParams } from '../../client/types';
import { useAuthClient } from '../auth-client-context';
import type { authKeys } from '../auth-keys';
import { userProfileQueryOptions } from '../query-options';

/**
 * A user's profile (`getUserProfile`), cached under `authKeys.profile(userId)`. With a session only the signed-in user's own profile is readable.
 *
 * @example
 * const { data: profile } = useUserProfile({ userId: user.id });
 */
export function useUserProfile(
  params: UserIdParams,
  options?: Omit<
    UseQueryOptions<AuthUser, AuthError, AuthUser, ReturnType<typeof authKeys.profile>>,
    'queryKey' | 'queryFn'
  >,
): UseQueryResult<AuthUser, AuthError> {
  return useQuery({ ...userProfileQueryOptions(useAuthClient(), params), ...options });
}
