/**
 * Fixed-window attempt counters kept where every instance of the service sees them (a shared
 * PostgreSQL database), so a limit holds for the whole deployment, not per process. Keys are
 * opaque to the store: the service prefixes them with the limit's name.
 */
export interface CounterStore {
  /**
   * Takes one attempt for `key` in one atomic step. When `key` already used `limit` attempts
   * in its window, takes nothing and returns the milliseconds left in that window; otherwise
   * returns undefined. A window opens (at `now`, for `windowMs`) on the first attempt after the
   * previous one ended.
   */
  take(key: string, limit: number, windowMs: number, now: number): Promise<number | undefined>;
  /**
   * What `take` would answer at `now` (the milliseconds left when `key` used `limit` attempts
   * in its open window, else undefined), taking and opening nothing.
   */
  check(key: string, limit: number, now: number): Promise<number | undefined>;
  /** Gives back one attempt taken in the window still open at `now` (never below zero). */
  giveBack(key: string, now: number): Promise<void>;
  /** Forgets `key`'s window: its attempts start again from zero. */
  clear(key: string): Promise<void>;
}
