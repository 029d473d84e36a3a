'use client';
import type { UseMutationResult } from '@tanstack/react-query';
import type { AuthError } from '../../client/errors';
import type { SignupParams, SignupResponse } from '../../client/types';
import { useAuthClient } from '../auth-client-context';
import { signupMutationOptions } from '../mutation-options';
import { type AuthMutationHookOptions, useAuthMutation } from '../use-auth-mutation';

/**
 * Creates an account and signs it in (`signupUser`).
 *
 * @example
 * const signup = useSignup(); signup.mutate({ name, email, password });
 */
export function useSignup(
  options?: AuthMutationHookOptions<SignupResponse, SignupParams>,
): UseMutationResult<SignupResponse, AuthError, SignupParams> {
  return useAuthMutation(signupMutationOptions(useAuthClient()), options);
}
