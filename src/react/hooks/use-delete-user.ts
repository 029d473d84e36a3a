'use client';
import type { UseMutationResult } from '@tanstack/react-query';
import type { AuthError } from '../../client/errors';
import type { ServiceResult, UserIdParams } from '../../client/types';
import { useAuthClient } from '../auth-client-context';
import { deleteUserMutationOptions } from '../mutation-options';
import { type AuthMutationHookOptions, useAuthMutation } from '../use-auth-mutation';

/**
 * Deletes a user for good (`deleteUser`); deleting the signed-in user signs out.
 *
 * @example
 * useDeleteUser().mutate({ userId });
 */
export function useDeleteUser(
  options?: AuthMutationHookOptions<ServiceResult, UserIdParams>,
): UseMutationResult<ServiceResult, AuthError, UserIdParams> {
  return useAuthMutation(deleteUserMutationOptions(useAuthClient()), options);
}
