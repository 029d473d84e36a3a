'use client';
import { type UseQueryOptions, type UseQueryResult, useQuery } from '@tanstack/react-query';
import type { AuthError } from '../../client/errors';
import type { AuthUser, GetUserParams } from '../../client/types';
import { useAuthClient } from '../auth-client-context';
import type { authKeys } from '../auth-keys';
import { userQueryOptions } from '../query-options';

/**
 * Looks a user up by id or username (`getUser`, API key only), cached under `authKeys.lookup(params)`.
 *
 * @example
 * const { data } = useUser({ username: 'ada' });
 */
export function useUser(
  params: GetUserParams,
  options?: Omit<
    UseQueryOptions<AuthUser, AuthError, AuthUser, ReturnType<typeof authKeys.lookup>>,
    'queryKey' | 'queryFn'
  >,
): UseQueryResult<AuthUser, AuthError> {
  return useQuery({ ...userQueryOptions(useAuthClient(), params), ...options });
}
