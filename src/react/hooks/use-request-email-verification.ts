'use client';
import type { UseMutationResult } from '@tanstack/react-query';
import type { AuthError } from '../../client/errors';
import type { RequestEmailVerificationParams, ServiceResult } from '../../client/types';
import { useAuthClient } from '../auth-client-context';
import { requestEmailVerificationMutationOptions } from '../mutation-options';
import { type AuthMutationHookOptions, useAuthMutation } from '../use-auth-mutation';

/**
 * Emails a verification code (`requestEmailVerificationOTP`).
 *
 * @example
 * useRequestEmailVerification().mutate({ userId, email });
 */
export function useRequestEmailVerification(
  options?: AuthMutationHookOptions<ServiceResult, RequestEmailVerificationParams>,
): UseMutationResult<ServiceResult, AuthError, RequestEmailVerificationParams> {
  return useAuthMutation(requestEmailVerificationMutationOptions(useAuthClient()), options);
}
