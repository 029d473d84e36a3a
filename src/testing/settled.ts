import type { IdleQueryClient } from './test-auth-types';

/** Yields to the event loop (a macrotask), so pending promises, timers of 0 and renders run. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Resolves once no request is in flight and `queryClient` fetches and mutates nothing, twice in
 * a row a task apart (work that one answer starts, a refetch after a mutation, an effect after a
 * render, shows up in between); rejects after `timeoutMs`, naming what is still busy.
 */
export async function settledOf(
  inFlight: () => number,
  queryClient: IdleQueryClient | undefined,
  { timeoutMs = 5000 }: { timeoutMs?: number } = {},
): Promise<void> {
  const idle = () =>
    inFlight() === 0 &&
    (!queryClient || (queryClient.isFetching() === 0 && queryClient.isMutating() === 0));
  const started = Date.now();
  let quietTurns = 0;
  while (quietTurns < 2) {
    await nextTask();
    quietTurns = idle() ? quietTurns + 1 : 0;
    if (quietTurns < 2 && Date.now() - started > timeoutMs) {
      const what = `${inFlight()} request(s) in flight, fetching ${queryClient?.isFetching() ?? 0}, mutating ${queryClient?.isMutating() ?? 0}`;
      throw new Error(`latchkey/testing: not settled after ${timeoutMs} ms (${what}).`);
    }
  }
}
