import type { HeldRequests } from './test-auth-types';

/**
 * The simulated network between a TestAuth's clients and its service: latency, offline, holds
 * (latches for races), and a count of requests in flight for `settled()`.
 */
export function createTestNetwork() {
  let latency: { ms: number; pathPrefix: string } = { ms: 0, pathPrefix: '/' };
  let offline = false;
  let inFlight = 0;
  const holds = new Set<{ pathPrefix: string; gate: Promise<void>; onHeld: () => void }>();

  const hold = (pathPrefix = '/'): HeldRequests => {
    let open = () => {};
    let count = 0;
    let reach = () => {};
    const reachedOnce = new Promise<void>((resolve) => {
      reach = resolve;
    });
    const entry = {
      pathPrefix,
      gate: new Promise<void>((resolve) => {
        open = resolve;
      }),
      onHeld: () => {
        count += 1;
        reach();
      },
    };
    holds.add(entry);
    return {
      reached: () => reachedOnce,
      get count() {
        return count;
      },
      release() {
        holds.delete(entry);
        count = 0;
        open();
      },
    };
  };

  /** Sends one request through the conditions in force, counting it in flight meanwhile. */
  async function pass(pathname: string, send: () => Promise<Response>): Promise<Response> {
    inFlight += 1;
    try {
      if (latency.ms > 0 && pathname.startsWith(latency.pathPrefix)) {
        await new Promise((resolve) => setTimeout(resolve, latency.ms));
      }
      for (const held of [...holds]) {
        if (!pathname.startsWith(held.pathPrefix)) continue;
        held.onHeld();
        await held.gate;
      }
      if (offline) throw new TypeError('fetch failed (latchkey/testing: offline)');
      return await send();
    } finally {
      inFlight -= 1;
    }
  }

  return {
    pass,
    inFlight: () => inFlight,
    /** The `network` of a TestAuth. */
    controls: {
      setLatency(ms: number, pathPrefix = '/') {
        latency = { ms, pathPrefix };
      },
      setOffline(value: boolean) {
        offline = value;
      },
      hold,
    },
  };
}
