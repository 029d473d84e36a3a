/**
 * Fixed-window counters in memory (a restart forgets them, which is fine for a dev service).
 * `hit` counts one event for `key` and says how long to wait once `limit` is passed.
 */
export function createRateLimiter(limit: number, windowMs: number, now: () => number) {
  const windows = new Map<string, { count: number; resetAt: number }>();

  const current = (key: string) => {
    const time = now();
    let window = windows.get(key);
    if (!window || window.resetAt <= time) {
      window = { count: 0, resetAt: time + windowMs };
      windows.set(key, window);
    }
    if (windows.size > 50_000) {
      for (const [k, w] of windows) if (w.resetAt <= time) windows.delete(k);
    }
    return window;
  };
  const wait = (window: { resetAt: number }) =>
    Math.max(1, Math.ceil((window.resetAt - now()) / 1000));

  return {
    /** Counts one event; returns the seconds to wait when this event is over the limit. */
    hit(key: string): number | undefined {
      const window = current(key);
      window.count += 1;
      return window.count > limit ? wait(window) : undefined;
    },
    /** The seconds to wait when `key` is already at its limit, without counting. */
    blocked(key: string): number | undefined {
      const window = current(key);
      return window.count >= limit ? wait(window) : undefined;
    },
  };
}
