'use client';
import type { UseMutationResult } from '@tanstack/react-query';
import type { AuthError } from '../../client/errors';
import type { ServiceResult, VerifyEmailParams } from '../../client/types';
import { useAuthClient } from '../auth-client-context';
import { verifyEmailMutationOptions } from '../mutation-options';
import { type AuthMutationHookOptions, useAuthMutation } from '../use-auth-mutation';

/**
 * Checks the emailed code (`verifyEmail`) and refreshes the profile and session user.
 *
 * @example
 * useVerifyEmail().mutate({ email, otp });
 */
export function useVerifyEmail(
  options?: AuthMutationHookOptions<ServiceResult, VerifyEmailParams>,
): UseMutationResult<ServiceResult, AuthError, VerifyEmailParams> {
  return useAuthMutation(verifyEmailMutationOptions(useAuthClient()), options);
}
