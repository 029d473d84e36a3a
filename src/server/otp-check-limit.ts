import { rateLimited } from './http-error';
import { createRateLimiter, type RateLimiter } from './rate-limiter';
import type { RouteContext } from './route-context';
import type { ServiceLimits } from './service-limits';

/**
 * Code checks (verify-email, reset-password) per client address per 15 minutes. Each code
 * allows 5 tries; this caps what one machine can guess across many codes and accounts, and
 * leaves room for an office behind one NAT (a right code gives its check back).
 */
export const OTP_CHECKS_PER_ADDRESS = 100;
const FIFTEEN_MINUTES = 15 * 60 * 1000;
/** The counter's name in a shared store (the limits' `name:key` scheme). */
const COUNTER = 'address-otp-checks';

// One in-memory limiter per service (its limits object), for stores without shared counters.
const inMemory = new WeakMap<ServiceLimits, RateLimiter>();

function memoryLimiter(ctx: RouteContext) {
  let limiter = inMemory.get(ctx.limits);
  if (!limiter) {
    limiter = createRateLimiter(OTP_CHECKS_PER_ADDRESS, FIFTEEN_MINUTES, ctx.now);
    inMemory.set(ctx.limits, limiter);
  }
  return limiter;
}

/**
 * Takes one code check for the client's address before the check, rejecting with 429 and
 * Retry-After past the limit. Counted in the store when it shares counters between instances
 * (PostgreSQL), else in memory. Off in process (no address) and with `addressLimits: false`.
 * Returns how to give the check back (a right code).
 */
export async function takeOtpCheck(ctx: RouteContext): Promise<() => Promise<void>> {
  const address = ctx.clientAddress;
  if (address === undefined || !ctx.limits.byAddress) return async () => {};
  const counters = ctx.store.counters;
  if (counters) {
    const key = `${COUNTER}:${address}`;
    const waitMs = await counters.take(key, OTP_CHECKS_PER_ADDRESS, FIFTEEN_MINUTES, ctx.now());
    if (waitMs !== undefined) throw rateLimited(Math.max(1, Math.ceil(waitMs / 1000)));
    return () => counters.giveBack(key, ctx.now());
  }
  const limiter = memoryLimiter(ctx);
  const wait = limiter.take(address);
  if (wait !== undefined) throw rateLimited(wait);
  return async () => limiter.giveBack(address);
}
