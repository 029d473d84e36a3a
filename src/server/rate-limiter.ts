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
 * **No window is ever evicted before it expires**, however many new keys arrive: every window
 * holds attempts (one given back to zero is dropped), and forgetting one would hand its key a
 * fresh budget (a flood of 100,000 cheap keys used to push out a victim's 5 wrong reset codes
 * and buy 4 more checks, again and again). So a full table refuses instead: past `maxKeys`
 * windows, a new key is let in only from a client address that opened no window still held
 * (the owner asking for their own email), up to twice `maxKeys`; an address that opened any
 * (the flooders) is refused like a key at its limit until the first window expires. A flood
 * cannot refuse everyone unless it also comes from `maxKeys` more addresses, each opening a
 * window of its own; past twice `maxKeys` every new key is refused (closed, not open: no key
 * gets an unlimited budget). A caller that would rather not be refused for want of room (a
 * device budget) tells the two answers apart with `peek`.
 *
 * Memory stays bounded: at most 2 × `maxKeys` windows (a key, two numbers and the opening
 * address) and a count per opening address. The windows are kept in one Map in the order they
 * opened, which is the order they expire (one window length per limiter), so each call is O(1)
 * amortised: expired windows are dropped from its front.
 */
export function createRateLimiter(
  limit: number,
  windowMs: number,
  now: () => number,
  maxKeys = MAX_LIMITER_KEYS,
): RateLimiter {
  const windows = new Map<string, Window>();
  /** Windows held per opening address. */
  const opened = new Map<string, number>();

  const forget = (key: string, window: Window) => {
    if (!windows.delete(key)) return;
    const left = (opened.get(window.by) ?? 1) - 1;
    if (left > 0) opened.set(window.by, left);
    else opened.delete(window.by);
  };

  const dropExpired = (time: number) => {
    for (const [key, window] of windows) {
      if (window.resetAt > time) break;
      forget(key, window);
    }
  };

  const waitOf = (window: Window, time: number) =>
    Math.max(1, Math.ceil((window.resetAt - time) / 1000));

  /** The live window of `key`, or undefined (an expired one is dropped). */
  const find = (key: string, time: number): Window | undefined => {
    const found = windows.get(key);
    // A clock set back can leave an expired window behind a live one: drop it here.
    if (found && found.resetAt <= time) {
      forget(key, found);
      return undefined;
    }
    return found;
  };

  /** Whether `from` may open a window now (undefined), else the wait (see above). */
  const roomFor = (from: string, time: number): number | undefined => {
    const size = windows.size;
    if (size < maxKeys) return undefined;
    if (size < 2 * maxKeys && !opened.has(from)) return undefined;
    const first = windows.values().next();
    return first.done ? 1 : waitOf(first.value, time);
  };

  /** The wait for `key` (its own window at its limit, or no room for a new one), else undefined. */
  const waitFor = (key: string, from: string, time: number): number | undefined => {
    dropExpired(time);
    const window = find(key, time);
    if (window) return window.count >= limit ? waitOf(window, time) : undefined;
    return roomFor(from, time);
  };

  return {
    take(key, from = '') {
      const time = now();
      const wait = waitFor(key, from, time);
      if (wait !== undefined) return wait;
      let window = windows.get(key);
      if (!window) {
        window = { count: 0, resetAt: time + windowMs, by: from };
        windows.set(key, window);
        opened.set(from, (opened.get(from) ?? 0) + 1);
      }
      window.count += 1;
      return undefined;
    },
    check(key, from = '') {
      return waitFor(key, from, now());
    },
    peek(key) {
      const time = now();
      const window = find(key, time);
      return window && window.count >= limit ? waitOf(window, time) : undefined;
    },
    giveBack(key) {
      const window = windows.get(key);
      if (!window || window.count <= 0) return;
      window.count -= 1;
      // A window with nothing in it tells nothing: free its room.
      if (window.count === 0) forget(key, window);
    },
    clear(key) {
      const window = windows.get(key);
      if (window) forget(key, window);
    },
    get size() {
      return windows.size;
    },
  };
}
