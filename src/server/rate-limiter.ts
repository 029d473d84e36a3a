/** Fixed-window counters for one kind of event, keyed by email, address, ... */
export interface RateLimiter {
  /**
   * Takes one attempt for `key` before the work it guards. Returns the seconds to wait, taking
   * nothing, when `key` already used its `limit` in this window (or when every window held is at
   * its limit and there is no room for a new key); undefined when it may go on.
   */
  take(key: string): number | undefined;
  /** The seconds `take` would answer now, without taking or opening anything. */
  check(key: string): number | undefined;
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

/** Default bound on the keys a limiter holds (see createRateLimiter for what it costs). */
export const MAX_LIMITER_KEYS = 100_000;

/**
 * Counters in memory (a restart forgets them, which is fine for a dev service).
 *
 * Memory stays bounded: at most `maxKeys` windows, each a key and two numbers. A window at its
 * limit is never evicted, however many new keys arrive: evicting it would hand its key a fresh
 * budget (a flood of new emails used to flush a victim's lockout). Past `maxKeys`, the oldest
 * window still under its limit is evicted (it only forgets attempts, never a lockout); when every
 * window held is at its limit, a new key is refused like a key at its limit until the first of
 * them expires (closed, not open: no key gets an unlimited budget). Windows below and at the
 * limit are kept in two Maps, each in about the order of expiry, so each call is O(1) amortised:
 * expired windows are dropped from their fronts (a window moved between them may stand behind
 * one that expires later; it is dropped at most one window late, and always counted in maxKeys).
 */
export function createRateLimiter(
  limit: number,
  windowMs: number,
  now: () => number,
  maxKeys = MAX_LIMITER_KEYS,
): RateLimiter {
  const open = new Map<string, Window>();
  const full = new Map<string, Window>();

  const dropExpired = (windows: Map<string, Window>, time: number) => {
    for (const [key, window] of windows) {
      if (window.resetAt > time) break;
      windows.delete(key);
    }
  };

  const waitOf = (window: Window, time: number) =>
    Math.max(1, Math.ceil((window.resetAt - time) / 1000));

  /** The live window of `key`, or undefined (an expired one is dropped). */
  const find = (key: string, time: number): Window | undefined => {
    const found = open.get(key) ?? full.get(key);
    // A clock set back can leave an expired window behind a live one: drop it here.
    if (found && found.resetAt <= time) {
      open.delete(key);
      full.delete(key);
      return undefined;
    }
    return found;
  };

  /** Room for one more window: evicts the oldest under its limit, or false when all are full. */
  const makeRoom = (): boolean => {
    if (open.size + full.size < maxKeys) return true;
    const oldest = open.keys().next();
    if (oldest.done) return false;
    open.delete(oldest.value);
    return true;
  };

  return {
    take(key) {
      const time = now();
      dropExpired(open, time);
      dropExpired(full, time);
      let window = find(key, time);
      if (!window) {
        if (!makeRoom()) {
          const first = full.values().next();
          return first.done ? 1 : waitOf(first.value, time);
        }
        window = { count: 0, resetAt: time + windowMs };
        open.set(key, window);
      }
      if (window.count >= limit) return waitOf(window, time);
      window.count += 1;
      if (window.count >= limit) {
        open.delete(key);
        full.set(key, window);
      }
      return undefined;
    },
    check(key) {
      const time = now();
      const window = find(key, time);
      if (window) return window.count >= limit ? waitOf(window, time) : undefined;
      if (open.size + full.size < maxKeys || open.size > 0) return undefined;
      const first = full.values().next();
      return first.done || first.value.resetAt <= time ? undefined : waitOf(first.value, time);
    },
    giveBack(key) {
      const window = open.get(key) ?? full.get(key);
      if (!window || window.count <= 0) return;
      window.count -= 1;
      // A window with nothing in it tells nothing: free its room.
      if (window.count === 0) {
        open.delete(key);
        full.delete(key);
      } else if (full.delete(key)) open.set(key, window);
    },
    clear(key) {
      open.delete(key);
      full.delete(key);
    },
    get size() {
      return open.size + full.size;
    },
  };
}
