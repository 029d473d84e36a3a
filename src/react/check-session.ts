import type { QueryClient } from '@tanstack/react-query';
import type { AuthClient } from '../client/auth-client';
import { authKeys } from './auth-keys';
import { sessionQueryOptions } from './query-options';

/**
 * Checks the session with the service now and resolves once the cache has the answer (never
 * rejects: `checkUserSession` says offline in its answer). A check already under way is joined;
 * with `fresh` (after a mutation that changed the session on the service) it is cancelled and a
 * new one sent, as its answer may predate the change. It builds the session query when the
 * cache has none (after `queryClient.clear()`).
 */
export async function checkSession(
  queryClient: QueryClient,
  client: AuthClient,
  fresh = false,
): Promise<void> {
  if (fresh) await queryClient.cancelQueries({ queryKey: authKeys.session(), exact: true });
  await queryClient
    .fetchQuery({ ...sessionQueryOptions(client), staleTime: 0 })
    .catch(() => undefined);
}
