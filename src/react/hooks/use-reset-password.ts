'use client';
import type { UseMutationResult } from '@tanstack/react-query';
import type { AuthError } from '../../client/errors';
import type { ResetPasswordParams, ServiceResult } from '../../client/types';
import { useAuthClient } from '../auth-client-context';
import { resetPasswordMutationOptions } from '../mutation-options';
import { type AuthMutationHookOptions, useAuthMutation } from '../use-auth-mutation';

/**
 * Sets a new password with the emailed code (`resetUserPassword`). Leaves the caller's session alone; the user logs in afterwards.
 *
 * @example
 * useResetPassword().mutate({ email, otp, newPassword });
 */
export function useResetPassword(
  options?: AuthMutationHookOptions<ServiceResult, ResetPasswordParams>,
): UseMutationResult<ServiceResult, AuthError, ResetPasswordParams> {
  return useAuthMutation(resetPasswordMutationOptions(useAuthClient()), options);
}
