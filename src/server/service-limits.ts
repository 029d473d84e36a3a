import { DEVICE_TTL_SECONDS } from './device-cookie';
import { FAILURES_TO_HOLD } from './failing-emails';
import { memoryLimiter, sharedLimiter } from './limiter-backends';
import type { CounterStore } from './store/counter-store';

const FIFTEEN_MINUTES = 15 * 60 * 1000;
/** Wrong reset codes per email: RESET_CHECKS per RESET_WINDOW (docs/service.md: < 1 % a year). */
export const RESET_CHECKS = 6;
export const RESET_WINDOW = 6 * 60 * 60 * 1000;
/**
 * Wrong reset codes per email once its RESET_CHECKS are spent, each against a code mailed since
 * (see ServiceLimits.resetLate): RESET_LATE_CHECKS per RESET_LATE_WINDOW.
 */
export const RESET_LATE_CHECKS = 3;
export const RESET_LATE_WINDOW = 24 * 60 * 60 * 1000;
/** A code's life (otp.ts): how long a code mailed after the 6 were spent stays marked late. */
const CODE_LIFE = 10 * 60 * 1000;
/** A device token's budgets last its life: spent, the browser is untrusted until it signs in. */
const DEVICE_LIFE = DEVICE_TTL_SECONDS * 1000;

/**
 * Limits per client address, each per 15 minutes. Generous enough for an office behind one
 * NAT; their job is to cap what one machine can make the service hash and mail.
 */
export interface AddressLimits {
  /** Wrong passwords (login, change-password) from one address. Default 100. */
  failedLogins?: number;
  /** Signup requests from one address. Default 100. */
  signups?: number;
  /** OTP emails asked for (forgot-password, send-verify-otp) from one address. Default 50. */
  otpEmails?: number;
  /**
   * Codes checked (verify-email, reset-password) from one address; a right code gives its check
   * back. Each code allows 5 tries: this caps what one machine can guess across many codes and
   * accounts. Default 100.
   */
  otpChecks?: number;
  /**
   * Emails one address may hold in a failed state per 15 minutes (3 untrusted failures against
   * an email, wrong passwords, reset requests and wrong codes together: see failing-emails.ts);
   * past it, that address is 429 for a further email, so one machine cannot keep more than a
   * few accounts locked at once. Default 3.
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

/** Every limiter of one service. */
export interface ServiceLimits {
  /**
   * Wrong passwords per app and email (login and change-password) from untrusted browsers (no
   * valid device cookie): 10.
   */
  login: Limiter;
  /** forgot-password requests per app and email, account or not, untrusted: 3. */
  forgot: Limiter;
  /** send-verify-otp requests per app, user and address named: 5. */
  verify: Limiter;
  /**
   * forgot-password mails per app and inbox from untrusted browsers, whatever account asks
   * (counted whether or not a mail goes out, so the answer tells nothing): 10.
   */
  inbox: Limiter;
  /**
   * Verification mails per app and inbox, whatever account asks, apart from `inbox` so that
   * verification requests cannot spend the owner's reset mails; only a mail actually sent
   * counts (every request looks at it alike): 10.
   */
  verifyInbox: Limiter;
  /**
   * Verification codes checked per app and email, however many accounts claim it (a right
   * code does not count): 25 per 15 minutes.
   */
  verifyChecks: Limiter;
  /** Reset codes checked per app and email (a right code does not count): 6 per 6 hours. */
  resetChecks: Limiter;
  /**
   * Reset codes checked per app and email once `resetChecks` is spent, only against a code
   * mailed since (`lateCode`; a right code does not count): 3 per 24 hours. A stranger who spent
   * the 6 no longer stops the owner's fresh code from a new browser; the year's guesses stay
   * under 1 % (docs/service.md).
   */
  resetLate: Limiter;
  /**
   * Marks an email (app and email) whose current reset code was mailed while its
   * `resetChecks` were spent: limit 1, for a code's life (taken is marked).
   */
  lateCode: Limiter;
  /**
   * Wrong codes per app, purpose, email and client address: 5. The code itself is not burned
   * by them, so a stranger's guesses from elsewhere leave the owner's code usable.
   */
  codeTries: Limiter;
  /**
   * Wrong passwords per known device (see device-cookie.ts), instead of per email: 10 in the
   * token's life. Spent, the browser is untrusted (the email's budget) until it signs in again.
   */
  deviceLogins: Limiter;
  /** forgot-password per known device, instead of per email: 3. */
  deviceForgot: Limiter;
  /**
   * Reset mails per app and inbox asked for from known devices, an absolute cap beside `inbox`
   * (which strangers can fill): 10.
   */
  deviceInbox: Limiter;
  /**
   * Codes checked per known device and purpose (a right code does not count): 25 in the
   * token's life; spent, the browser is untrusted for codes too.
   */
  deviceChecks: Limiter;
  /** Per client address; undefined when turned off. */
  byAddress:
    | {
        failedLogins: Limiter;
        signups: Limiter;
        otpEmails: Limiter;
        otpChecks: Limiter;
        /** Distinct emails in a failed state per address (AddressLimits.failingEmails). */
        failingEmails: Limiter;
        /** Untrusted failures per (address, email) before the one that holds the email. */
        failingPairs: Limiter;
        /** Whether the address holds the email (took a `failingEmails` slot for it): limit 1. */
        heldPairs: Limiter;
      }
    | undefined;
}

/**
 * The limiters of a service, all on its clock, with 15-minute windows (wrong reset codes: 6
 * hours, and 24 for the late ones; a code's late mark: its 10 minutes; a device token's wrong passwords and codes: its life): in `counters` when the
 * store shares them between instances (PostgreSQL), else in memory, each holding at most
 * `maxKeys` windows (see createRateLimiter).
 */
export function createServiceLimits(
  now: () => number,
  addressLimits: AddressLimits | false = {},
  counters?: CounterStore,
  maxKeys?: number,
): ServiceLimits {
  const limiter = (name: string, limit: number, windowMs = FIFTEEN_MINUTES) =>
    counters
      ? sharedLimiter(counters, name, limit, windowMs, now)
      : memoryLimiter(limit, windowMs, now, maxKeys);
  return {
    login: limiter('login', 10),
    forgot: limiter('forgot', 3),
    verify: limiter('verify', 5),
    inbox: limiter('inbox', 10),
    verifyInbox: limiter('verify-inbox', 10),
    verifyChecks: limiter('verify-checks', 25),
    resetChecks: limiter('reset-checks', RESET_CHECKS, RESET_WINDOW),
    resetLate: limiter('reset-late', RESET_LATE_CHECKS, RESET_LATE_WINDOW),
    lateCode: limiter('reset-late-code', 1, CODE_LIFE),
    codeTries: limiter('code-tries', 5),
    deviceLogins: limiter('device-logins', 10, DEVICE_LIFE),
    deviceForgot: limiter('device-forgot', 3),
    deviceInbox: limiter('device-inbox', 10),
    deviceChecks: limiter('device-checks', 25, DEVICE_LIFE),
    byAddress:
      addressLimits === false
        ? undefined
        : {
            failedLogins: limiter('address-logins', addressLimits.failedLogins ?? 100),
            signups: limiter('address-signups', addressLimits.signups ?? 100),
            otpEmails: limiter('address-otp-emails', addressLimits.otpEmails ?? 50),
            otpChecks: limiter('address-otp-checks', addressLimits.otpChecks ?? 100),
            failingEmails: limiter('address-failing-emails', addressLimits.failingEmails ?? 3),
            failingPairs: limiter('address-failing-pairs', FAILURES_TO_HOLD - 1),
            heldPairs: limiter('address-held-pairs', 1),
          },
  };
}
