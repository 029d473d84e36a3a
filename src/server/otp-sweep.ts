import type { AuthStore } from './store/auth-store';

// Expired codes are deleted by the service, at most once a minute: nothing else deletes the
// decoy written for each unknown email at forgot-password (before, 866 B of heap each and
// ~960 B per PostgreSQL row, kept for ever: 4–4.7 GB a day from 1,000 addresses).

/** How long after its expiry a code is kept: a late check still answers `otp_expired`. */
export const EXPIRED_OTP_KEPT_MS = 60 * 60 * 1000;
/** How often (on the service's clock) expired codes are swept. */
const SWEEP_EVERY_MS = 60_000;

/**
 * A sweep of `store`'s codes expired more than EXPIRED_OTP_KEPT_MS ago, run at most once a
 * minute (a call within the minute does nothing); a no-op for a store without
 * deleteExpiredOtps.
 */
export function createOtpSweep(store: AuthStore, now: () => number): () => Promise<void> {
  let sweptAt = Number.NEGATIVE_INFINITY;
  return async () => {
    const time = now();
    if (!store.deleteExpiredOtps || (time - sweptAt < SWEEP_EVERY_MS && time >= sweptAt)) return;
    sweptAt = time;
    await store.deleteExpiredOtps(time - EXPIRED_OTP_KEPT_MS);
  };
}
