/** Fixed-window counters for one kind of event, keyed by email, address, ... */
export interface RateLimiter {
  /**
   * Takes one attempt for `key` before the work it guards, asked `from` a client address ('' or
   * undefined: in process, one party). Returns the seconds to wait, taking nothing, when `key`
   * already used its `limit` in this window, or when it has no window yet and there is no room
   * for one that `from` may have (see createRateLimiter); undefined when it may go on.
   */
  take(key: string, from?: string): number | undefined;
  /** The seconds `take` would answer now, without taking or opening anything. */
  check(key: string, from?: string): number | undefined;
  /**
   * The seconds to wait when `key`'s own window is at its limit, else undefined (no window, or
   * one with attempts left); unlike `check` it never looks at the room for a new window.
   */
  peek(key: string): number | undefined;
  /** Gives back an attempt taken in this window (a login that turned out right). */
  giveBack(key: string): void;
  /** Forgets `key`'s window (a reset password clears its failures). */
  clear(key: string): void;
  /** How many keys it holds now (at most twice `maxKeys`). */
  readonly size: number;
}

interface Window {
  count: number;
  resetAt: number;
  /** The client address that opened it ('' in process). */
  by: string;
}

/** Default bound on the keys a limiter holds (see createRateLimiter for what it costs). */
export const MAX_LIMITER_KEYS = 100_000;

/**
 * Counters in memory (a restart forgets them, which is fine for a dev service).
 *
 * A window at its limit is never evicted, however many new keys arrive: evicting it would hand
 * its key a fresh budget (a flood of new emails used to flush a victim's lockout). Past
 * `maxKeys` windows, the oldest window still under its limit is evicted (that only forgets
 * attempts, never a lockout). When every window held is at its limit, the table is full of
 * lockouts, most likely made by a flood: a new key is then let in beyond `maxKeys` only from a
 * client address that opened no window still held (the owner asking for their own email), up
 * to twice `maxKeys`; an address that opened any (the flooders) is refused like a key at its
 * limit until the first window expires. So a flood cannot refuse everyone unless it also comes
 * from `maxKeys` more addresses, each bringing a key of its own to the limit; past twice
 * `maxKeys` every new key is refused (closed, not open: no key gets an unlimited budget).
 *
 * Memory stays bounded: at most 2 × `maxKeys` windows (a key, two numbers and the opening
 * address) and a count per opening address. Windows below and at the limit are kept in two
 * Maps, each in about the order of expiry, so each call is O(1) amortised: expired windows are
 * dropped from their fronts (a window moved between them may stand behind one that expires
 * later; it is dropped at most one window late, and always counted in the bound).
 */
export function createRateLimiter(
  limit: number,
  windowMs: number,
  now: () => number,
  maxKeys = MAX_LIMITER_KEYS,
): RateLimiter {
  const open = new Map<string, Window>();
  const full = new Map<string, Window>();
  /** Windows held per opening address. */
  const opened = new Map<string, number>();

  const forget = (key: string, window: Window) => {
    if (!open.delete(key) && !full.delete(key)) return;
    const left = (opened.get(window.by) ?? 1) - 1;
    if (left > 0) opened.set(window.by, left);
    else opened.delete(window.by);
  };

  const dropExpired = (windows: Map<string, Window>, time: number) => {
    for (const [key, window] of windows) {
      if (window.resetAt > time) break;
      forget(key, window);
    }
  };

  const waitOf = (window: Window, time: number) =>
    Math.max(1, Math.ceil((window.resetAt - time) / 1000));

  /** The live window of `key`, or undefined (an expired one is dropped). */
  const find = (key: string, time: number): Window | undefined => {
    const found = open.get(key) ?? full.get(key);
    // A clock set back can leave an expired window behind a live one: drop it here.
    if (found && found.resetAt <= time) {
      forget(key, found);
      return undefined;
    }
    return found;
  };

  /**
   * Whether `from` may open a window now, and the wait when not (see above). `evict`: make
   * the room by evicting the oldest window under its limit; else only look.
   */
  const roomFor = (from: string, time: number, evict: boolean): number | undefined => {
    const size = open.size + full.size;
    if (size < maxKeys) return undefined;
    const oldest = open.entries().next();
    if (!oldest.done) {
      if (evict) forget(oldest.value[0], oldest.value[1]);
      return undefined;
    }
    if (size < 2 * maxKeys && !opened.has(from)) return undefined;
    const first = full.values().next();
    return first.done ? 1 : waitOf(first.value, time);
  };

  return {
    take(key, from = '') {
      const time = now();
      dropExpired(open, time);
      dropExpired(full, time);
      let window = find(key, time);
      if (!window) {
        const wait = roomFor(from, time, true);
        if (wait !== undefined) return wait;
        window = { count: 0, resetAt: time + windowMs, by: from };
        open.set(key, window);
        opened.set(from, (opened.get(from) ?? 0) + 1);
      }
      if (window.count >= limit) return waitOf(window, time);
      window.count += 1;
      if (window.count >= limit) {
        open.delete(key);
        full.set(key, window);
      }
      return undefined;
    },
    check(key, from = '') {
      const time = now();
      const window = find(key, time);
      if (window) return window.count >= limit ? waitOf(window, time) : undefined;
      const wait = roomFor(from, time, false);
      // The first full window may have expired since (nothing dropped it yet): room then.
      const first = full.values().next();
      return wait === undefined || first.done || first.value.resetAt <= time ? undefined : wait;
    },
    peek(key) {
      const time = now();
      const window = find(key, time);
      return window && window.count >= limit ? waitOf(window, time) : undefined;
    },
    giveBack(key) {
      const window = open.get(key) ?? full.get(key);
      if (!window || window.count <= 0) return;
      window.count -= 1;
      // A window with nothing in it tells nothing: free its room.
      if (window.count === 0) forget(key, window);
      else if (full.delete(key)) open.set(key, window);
    },
    clear(key) {
      const window = open.get(key) ?? full.get(key);
      if (window) forget(key, window);
    },
    get size() {
      return open.size + full.size;
    },
  };
}
