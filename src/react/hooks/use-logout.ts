'use client';
import type { UseMutationResult } from '@tanstack/react-query';
import type { AuthError } from '../../client/errors';
import type { LogoutResponse } from '../../client/types';
import { useAuthClient } from '../auth-client-context';
import { logoutMutationOptions } from '../mutation-options';
import { type AuthMutationHookOptions, useAuthMutation } from '../use-auth-mutation';

/**
 * Signs out (`logoutUser`), called as `mutate()`. It never errors for a server or network
 * failure: `data` is then `{success:false}` and the user is signed out locally all the same;
 * every user-scoped query is dropped from the cache.
 *
 * @example
 * const logout = useLogout();
 * <button onClick={() => logout.mutate()}>Sign out</button>
 */
export function useLogout(
  options?: AuthMutationHookOptions<LogoutResponse, void>,
): UseMutationResult<LogoutResponse, AuthError, void> {
  return useAuthMutation(logoutMutationOptions(useAuthClient()), options);
}
