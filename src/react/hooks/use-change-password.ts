'use client';
import type { UseMutationResult } from '@tanstack/react-query';
import type { AuthError } from '../../client/errors';
import type { ChangePasswordParams, ServiceResult } from '../../client/types';
import { useAuthClient } from '../auth-client-context';
import { changePasswordMutationOptions } from '../mutation-options';
import { type AuthMutationHookOptions, useAuthMutation } from '../use-auth-mutation';

/**
 * Changes the signed-in user's password (`changePassword`). The service ends every session, so this signs out.
 *
 * @example
 * useChangePassword().mutate({ userId, currentPassword, newPassword });
 */
export function useChangePassword(
  options?: AuthMutationHookOptions<ServiceResult, ChangePasswordParams>,
): UseMutationResult<ServiceResult, AuthError, ChangePasswordParams> {
  return useAuthMutation(changePasswordMutationOptions(useAuthClient()), options);
}
