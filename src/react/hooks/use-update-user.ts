'use client';
import type { UseMutationResult } from '@tanstack/react-query';
import type { AuthError } from '../../client/errors';
import type { ServiceResult, UpdateUserParams } from '../../client/types';
import { useAuthClient } from '../auth-client-context';
import { updateUserMutationOptions } from '../mutation-options';
import { type AuthMutationHookOptions, useAuthMutation } from '../use-auth-mutation';

/**
 * Updates a user partially (`updateUser`); the profile and session user in the cache follow.
 *
 * @example
 * useUpdateUser().mutate({ userId, name: 'Ada L.' });
 */
export function useUpdateUser(
  options?: AuthMutationHookOptions<ServiceResult, UpdateUserParams>,
): UseMutationResult<ServiceResult, AuthError, UpdateUserParams> {
  return useAuthMutation(updateUserMutationOptions(useAuthClient()), options);
}
