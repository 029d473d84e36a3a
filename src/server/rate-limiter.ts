/** Fixed-window counters for one kind of event, keyed by email, address, ... */
export interface RateLimiter {
  /**
   * Takes one attempt for `key` before the work it guards. Returns the seconds to wait, taking
   * nothing, when `key` already used its `limit` in this window; undefined when it may go on.
   */
  take(key: string): number | undefined;
  /** Gives back an attempt taken in this window (a login that turned out right). */
  giveBack(key: string): void;
  /** Forgets `key`'s window (a reset password clears its failures). */
  clear(key: string): void;
  /** How many keys it holds now (bounded by `maxKeys`). */
  readonly size: number;
}

interface Window {
  count: number;
  resetAt: number;
}

/** Default bound on the keys a limiter holds: a few MiB at most. */
export const MAX_LIMITER_KEYS = 100_000;

/**
 * Counters in memory (a restart forgets them, which is fine for a dev service). Memory stays
 * bounded and each call is O(1): a window is (re)inserted when it opens, so the Map's order is
 * the order of expiry; expired windows are dropped from the front, and past `maxKeys` the
 * oldest window (the one closest to expiring anyway) is evicted.
 */
export function createRateLimiter(
  limit: number,
  windowMs: number,
  now: () => number,
  maxKeys = MAX_LIMITER_KEYS,
): RateLimiter {
  const windows = new Map<string, Window>();

  const dropExpired = (time: number) => {
    for (const [key, window] of windows) {
      if (window.resetAt > time) break;
      windows.delete(key);
    }
  };

  const current = (key: string, time: number): Window => {
    dropExpired(time);
    const found = windows.get(key);
    // A clock set back can leave an expired window behind a live one: replace it here.
    if (found && found.resetAt > time) return found;
    windows.delete(key);
    const opened = { count: 0, resetAt: time + windowMs };
    windows.set(key, opened);
    if (windows.size > maxKeys) {
      const oldest = windows.keys().next();
      if (!oldest.done) windows.delete(oldest.value);
    }
    return opened;
  };

  return {
    take(key) {
      const time = now();
      const window = current(key, time);
      if (window.count >= limit) return Math.max(1, Math.ceil((window.resetAt - time) / 1000));
      window.count += 1;
      return undefined;
    },
    giveBack(key) {
      const window = windows.get(key);
      if (window && window.count > 0) window.count -= 1;
    },
    clear(key) {
      windows.delete(key);
    },
    get size() {
      return windows.size;
    },
  };
}
