import type { QueryClient } from '@tanstack/react-query';
import type { AuthClient } from '../client/auth-client';
import { AuthenticationError } from '../client/errors';
import { authKeys, keyStartsWith } from './auth-keys';
import { checkSession } from './check-session';

/**
 * A 401 on anything tied to the user means the session may be gone: check it. (A wrong
 * password is a 401 too, `invalid_credentials`, and says nothing about the session.) Watches
 * the query and mutation caches; returns the stop function.
 */
export function recheckOnLostSession(queryClient: QueryClient, client: AuthClient): () => void {
  const recheck = (error: unknown, key: readonly unknown[] | undefined) => {
    const userScoped =
      keyStartsWith(key, authKeys.user()) || keyStartsWith(key, authKeys.mutations());
    const sessionLost =
      error instanceof AuthenticationError &&
      error.status === 401 &&
      error.code !== 'invalid_credentials';
    // Signed out already, a 401 is expected: checking again would loop.
    if (sessionLost && userScoped && client.getSession().status === 'authenticated') {
      void checkSession(queryClient, client);
    }
  };
  const stopQueries = queryClient.getQueryCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'error')
      recheck(event.action.error, event.query.queryKey);
  });
  const stopMutations = queryClient.getMutationCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'error') {
      recheck(event.action.error, event.mutation.options.mutationKey);
    }
  });
  return () => {
    stopQueries();
    stopMutations();
  };
}
