'use client';
import type { UseMutationResult } from '@tanstack/react-query';
import type { AuthError } from '../../client/errors';
import type { RequestPasswordResetParams, ServiceResult } from '../../client/types';
import { useAuthClient } from '../auth-client-context';
import { forgotPasswordMutationOptions } from '../mutation-options';
import { type AuthMutationHookOptions, useAuthMutation } from '../use-auth-mutation';

/**
 * Emails a password-reset code (`requestResetUserPasswordOTP`). Rate limited: `error` is a RateLimitError with `retryAfter`.
 *
 * @example
 * useForgotPassword().mutate({ email });
 */
export function useForgotPassword(
  options?: AuthMutationHookOptions<ServiceResult, RequestPasswordResetParams>,
): UseMutationResult<ServiceResult, AuthError, RequestPasswordResetParams> {
  return useAuthMutation(forgotPasswordMutationOptions(useAuthClient()), options);
}
