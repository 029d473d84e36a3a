import { createRateLimiter, type RateLimiter } from './rate-limiter';

const FIFTEEN_MINUTES = 15 * 60 * 1000;

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
}

/** Every limiter of one service. */
export interface ServiceLimits {
  /** Wrong passwords per app and email (login and change-password): 10. */
  login: RateLimiter;
  /** forgot-password requests per app and email, account or not: 3. */
  forgot: RateLimiter;
  /** send-verify-otp requests per app and email: 5. */
  verify: RateLimiter;
  /** Per client address; undefined when turned off. */
  byAddress:
    | { failedLogins: RateLimiter; signups: RateLimiter; otpEmails: RateLimiter }
    | undefined;
}

/** The limiters of a service, all on its clock, with 15-minute windows. */
export function createServiceLimits(
  now: () => number,
  addressLimits: AddressLimits | false = {},
): ServiceLimits {
  const limiter = (limit: number) => createRateLimiter(limit, FIFTEEN_MINUTES, now);
  return {
    login: limiter(10),
    forgot: limiter(3),
    verify: limiter(5),
    byAddress:
      addressLimits === false
        ? undefined
        : {
            failedLogins: limiter(addressLimits.failedLogins ?? 100),
            signups: limiter(addressLimits.signups ?? 100),
            otpEmails: limiter(addressLimits.otpEmails ?? 50),
          },
  };
}
