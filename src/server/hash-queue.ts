import { HttpError } from './http-error';

/** How password hashes (scrypt) are shared between clients: see {@link createHashQueue}. */
export interface HashQueueOptions {
  /**
   * Hashes run at once, all clients together. Default 4: Node's thread pool, where scrypt runs,
   * has 4 threads; past them work waits in its first-come queue, which is what this replaces.
   */
  concurrency?: number;
  /** Hashes run at once for one client address. Default 2. */
  perAddress?: number;
  /**
   * Hashes waiting, all clients together, past which a request is answered 503 with
   * Retry-After. Default 256.
   */
  maxQueued?: number;
}

/** Runs password hashes fairly between client addresses. */
export interface HashQueue {
  /**
   * Runs `hash` when its turn comes for `address` (undefined: calls in process, counted as one
   * client). Rejects with 503 `service_busy` and Retry-After when the queue is full.
   */
  run<T>(address: string | undefined, hash: () => Promise<T>): Promise<T>;
  /** Hashes waiting for their turn. */
  readonly queued: number;
}

interface Job {
  start: () => void;
  refuse: (error: HttpError) => void;
}

/**
 * A fair queue in front of the password hashes. Each client address has its own line; a free
 * slot goes to the address running the fewest hashes (under `perAddress`), in turn (round
 * robin) among equals, so one address sending 120 wrong logins delays another's login by
 * about one hash, not by 120. When the queue is full, the address with the longest line loses its newest job
 * (503) to make room for a client with a shorter one; a newcomer from the longest line is
 * refused itself.
 */
export function createHashQueue(options: HashQueueOptions = {}): HashQueue {
  const concurrency = options.concurrency ?? 4;
  const perAddress = options.perAddress ?? 2;
  const maxQueued = options.maxQueued ?? 256;
  // Lines in turn order: the Map's order, an address moving to the back when it is served.
  const lines = new Map<string, Job[]>();
  const running = new Map<string, number>();
  let runningTotal = 0;
  let queued = 0;
  // A running mean of how long a hash takes, for Retry-After.
  let meanMs = 100;

  const busy = () => {
    const seconds = Math.max(1, Math.ceil((queued * meanMs) / concurrency / 1000));
    return new HttpError(503, 'service_busy', 'The service is busy. Try again shortly.', {
      headers: { 'Retry-After': String(seconds) },
    });
  };

  function pump() {
    while (runningTotal < concurrency) {
      // The address running the fewest hashes goes first (a newcomer before the flood that
      // holds the other slots); among equals, the one whose turn it is.
      let next: [string, Job[]] | undefined;
      let fewest = perAddress;
      for (const entry of lines) {
        const count = running.get(entry[0]) ?? 0;
        if (count < fewest) {
          next = entry;
          fewest = count;
          if (count === 0) break;
        }
      }
      if (!next) return;
      const [address, line] = next;
      const job = line.shift();
      lines.delete(address);
      if (line.length > 0) lines.set(address, line);
      if (!job) continue;
      queued -= 1;
      runningTotal += 1;
      running.set(address, (running.get(address) ?? 0) + 1);
      job.start();
    }
  }

  /** Makes room when full: true when `address` may queue one more job. */
  function admit(address: string): boolean {
    if (queued < maxQueued) return true;
    let longest: Job[] | undefined;
    for (const line of lines.values()) if (!longest || line.length > longest.length) longest = line;
    const own = lines.get(address)?.length ?? 0;
    if (!longest || longest.length <= own + 1) return false;
    longest.pop()?.refuse(busy());
    queued -= 1;
    return true;
  }

  return {
    run(address = '', hash) {
      if (!admit(address)) return Promise.reject(busy());
      return new Promise((resolve, reject) => {
        const start = () => {
          const began = performance.now();
          hash()
            .then(resolve, reject)
            .finally(() => {
              meanMs = meanMs * 0.9 + (performance.now() - began) * 0.1;
              runningTotal -= 1;
              const left = (running.get(address) ?? 1) - 1;
              if (left > 0) running.set(address, left);
              else running.delete(address);
              pump();
            });
        };
        const line = lines.get(address);
        if (line) line.push({ start, refuse: reject });
        else lines.set(address, [{ start, refuse: reject }]);
        queued += 1;
        pump();
      });
    },
    get queued() {
      return queued;
    },
  };
}
