// The shapes of the service's limits: what an app may set per address, and one limit.

/**
 * Limits per client address, each per 15 minutes. Generous enough for an office behind one
 * NAT; their job is to cap what one machine can make the service mail and store. Failures are
 * counted only once they failed: a right password or code is never refused by them.
 */
export interface AddressLimits {
  /**
   * Wrong passwords (login, change-password) from one address, counted once checked; past it
   * a wrong password is answered 429. Default 100.
   */
  failedLogins?: number;
  /** Signup requests from one address. Default 100. */
  signups?: number;
  /** OTP emails asked for (forgot-password, send-verify-otp) from one address. Default 50. */
  otpEmails?: number;
  /**
   * Wrong codes (verify-email, reset-password) from one address, counted once checked; past it
   * a wrong code is answered 429. Default 100.
   */
  otpChecks?: number;
  /**
   * Emails one address may hold in a failed state per 15 minutes (3 untrusted wrong passwords,
   * or 3 forgot-password requests, against an email: see failing-emails.ts). Past it, that
   * address's forgot-password for a further email is 429, and its wrong passwords for one count
   * on that email's overflow budget, not on the one that locks it: one machine cannot keep more
   * than a few accounts locked at once. Default 3.
   */
  failingEmails?: number;
}

/** One limit of the service: fixed 15-minute windows per key (email, address, ...). */
export interface Limiter {
  /**
   * Takes one attempt for `key` before the work it guards, asked from client address `from`
   * (in memory, a full table lets in only addresses holding no window: see createRateLimiter;
   * shared counters ignore it). Resolves to the seconds to wait, taking nothing, when `key`
   * already used its limit in this window; undefined when it may go on. Two calls never both
   * get the last attempt, however they interleave.
   */
  take(key: string, from?: string): Promise<number | undefined>;
  /**
   * What `take` would answer now, taking and opening nothing: a request whose work must first
   * be admitted (a hash queue) is refused at once when its key is at its limit, and takes its
   * attempt only once admitted.
   */
  check(key: string, from?: string): Promise<number | undefined>;
  /**
   * The wait when `key`'s own window is at its limit, else undefined; never refused for want of
   * room (a key with no window is not at its limit): whether a device token is spent.
   */
  peek(key: string): Promise<number | undefined>;
  /** Gives back an attempt taken in this window (a login that turned out right). */
  giveBack(key: string): Promise<void>;
  /** Forgets `key`'s window (a password reset clears the email's failures). */
  clear(key: string): Promise<void>;
}
