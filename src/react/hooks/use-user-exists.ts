'use client';
import { type UseQueryOptions, type UseQueryResult, useQuery } from '@tanstack/react-query';
import type { AuthError } from '../../client/errors';
import type { CheckUserResponse, UserIdParams } from '../../client/types';
import { useAuthClient } from '../auth-client-context';
import type { authKeys } from '../auth-keys';
import { userExistsQueryOptions } from '../query-options';

/**
 * Whether a user id is registered for this app (`checkIfUserExists`, API key only).
 *
 * @example
 * const { data } = useUserExists({ userId });
 */
export function useUserExists(
  params: UserIdParams,
  options?: Omit<
    UseQueryOptions<
      CheckUserResponse,
      AuthError,
      CheckUserResponse,
      ReturnType<typeof authKeys.exists>
    >,
    'queryKey' | 'queryFn'
  >,
): UseQueryResult<CheckUserResponse, AuthError> {
  return useQuery({ ...userExistsQueryOptions(useAuthClient(), params), ...options });
}
