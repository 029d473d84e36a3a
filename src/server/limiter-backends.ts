import { createRateLimiter } from './rate-limiter';
import type { Limiter } from './service-limits';
import type { CounterStore } from './store/counter-store';

// Where a limit's windows are counted: in this process's memory (`--memory`, `--data`) or in
// the store's shared counters (PostgreSQL), so every instance on it holds the limit together.

/** Counted in this process's memory (a restart forgets them): `--memory` and `--data`. */
export function memoryLimiter(
  limit: number,
  windowMs: number,
  now: () => number,
  maxKeys?: number,
): Limiter {
  const limiter = createRateLimiter(limit, windowMs, now, maxKeys);
  // Each call does its work before its first await, so in-process calls cannot interleave.
  return {
    take: async (key, from) => limiter.take(key, from),
    check: async (key, from) => limiter.check(key, from),
    peek: async (key) => limiter.peek(key),
    giveBack: async (key) => limiter.giveBack(key),
    clear: async (key) => limiter.clear(key),
  };
}

/** Counted in the shared store, under `name:`, so every instance on it holds the limit together. */
export function sharedLimiter(
  counters: CounterStore,
  name: string,
  limit: number,
  windowMs: number,
  now: () => number,
): Limiter {
  const keyOf = (key: string) => `${name}:${key}`;
  const seconds = (waitMs: number | undefined) =>
    waitMs === undefined ? undefined : Math.max(1, Math.ceil(waitMs / 1000));
  const check = async (key: string) => seconds(await counters.check(keyOf(key), limit, now()));
  return {
    take: async (key) => seconds(await counters.take(keyOf(key), limit, windowMs, now())),
    check,
    // Shared counters have no table to fill: a look at the key is all `check` does.
    peek: check,
    giveBack: (key) => counters.giveBack(keyOf(key), now()),
    clear: (key) => counters.clear(keyOf(key)),
  };
}
