import { DEVICE_TTL_SECONDS } from './device-cookie';
import { FAILURES_TO_HOLD } from './failing-emails';
import type { AddressLimits, Limiter } from './limit-types';
import { memoryLimiter, sharedLimiter } from './limiter-backends';
import type { CounterStore } from './store/counter-store';

export type { AddressLimits, Limiter } from './limit-types';

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
        /**
         * Whether the address is over its `failingEmails` cap for an email (a wrong password
         * found no slot): limit 1. Its passwords for that email then count on `loginOverflow`.
         */
        overCap: Limiter;
        /**
         * Wrong passwords per app and email from addresses over their cap for it, apart from
         * `login` so they cannot lock the email for everyone: 10.
         */
        loginOverflow: Limiter;
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
            overCap: limiter('address-over-cap', 1),
            loginOverflow: limiter('login-overflow', 10),
          },
  };
}
