'use client';
import type { UseMutationResult } from '@tanstack/react-query';
import type { AuthError } from '../../client/errors';
import type { LoginParams, LoginResponse } from '../../client/types';
import { useAuthClient } from '../auth-client-context';
import { loginMutationOptions } from '../mutation-options';
import { type AuthMutationHookOptions, useAuthMutation } from '../use-auth-mutation';

/**
 * Signs in (`loginUser`). The session becomes authenticated from the answer, with no second request. A second `mutate` while one is pending joins it; the password never enters the query cache.
 *
 * @example
 * const login = useLogin(); login.mutate({ email, password });
 */
export function useLogin(
  options?: AuthMutationHookOptions<LoginResponse, LoginParams>,
): UseMutationResult<LoginResponse, AuthError, LoginParams> {
  return useAuthMutation(loginMutationOptions(useAuthClient()), options);
}
