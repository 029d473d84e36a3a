import type { QueryClient } from '@tanstack/react-query';
import type { AuthClient } from '../client/auth-client';
import { sessionQueryOptions } from './query-options';

/**
 * Checks the session with the service now, joining a check already under way, and resolves
 * once the cache has the answer (never rejects: `checkUserSession` says offline in its answer).
 * It builds the session query when the cache has none (after `queryClient.clear()`).
 */
export const checkSession = (queryClient: QueryClient, client: AuthClient): Promise<void> =>
  queryClient.fetchQuery({ ...sessionQueryOptions(client), staleTime: 0 }).then(
    () => undefined,
    () => undefined,
  );
