import type { TrustProxy } from './client-address';
import type { HashQueueOptions } from './hash-queue';
import type { Mailer } from './mailbox';
import type { PasswordHashCost } from './password-cost';
import type { AddressLimits } from './service-limits';
import type { AuthStore } from './store/auth-store';

/** Options of {@link createAuthService}. */
export interface AuthServiceOptions {
  /**
   * The apps it serves, app id → secret API key: the key for servers, with the API-key scope
   * (any user of the app, `role`, `isActive`). Default `{ 'demo-app': 'demo-key' }`.
   */
  apps?: Record<string, string>;
  /**
   * App id → public key: the key a browser app may hold. It opens what needs the app's key
   * but acts on nobody in particular (forgot/reset password) and nothing more: no API-key
   * scope. Default `{ 'demo-app': 'demo-public-key' }` when `apps` is not given, else none.
   */
  publicKeys?: Record<string, string>;
  /** Where users, sessions and codes live. Default: a new in-memory store. */
  store?: AuthStore;
  /** The clock, in epoch milliseconds (tests move it to expire codes and sessions). */
  now?: () => number;
  /** Receives every OTP email (besides the dev mailbox). */
  mailer?: Mailer;
  /** Keep OTP emails readable at `GET /__dev/mailbox?email=`. Default true. */
  devMailbox?: boolean;
  /**
   * Browser origins allowed to call with credentials (CORS): a list of exact origins, or a
   * function deciding per origin. Default none.
   */
  origins?: readonly string[] | ((origin: string) => boolean);
  /**
   * Called with each browser origin refused CORS on a request a browser would block (an
   * `Origin` not allowed by `origins`, on a cross-origin call: not a page calling its own
   * origin, nor one calling through its app's proxy), e.g. to tell the developer which origin
   * to add.
   */
  onOriginRefused?: (origin: string) => void;
  /** scrypt cost for new password hashes. Default N=2^15, r=8, p=1. */
  hashCost?: PasswordHashCost;
  /** Session lifetime in seconds (also the cookie's Max-Age). Default 30 days. */
  sessionTtlSeconds?: number;
  /**
   * Deleting an account with a session alone (no API key) needs a session signed in within
   * this many seconds, else 403 `reauthentication_required`: a stolen cookie alone cannot
   * delete the account. Default 600.
   */
  reauthAfterSeconds?: number;
  /**
   * Mark the session cookie `Secure`: `true` always (a service behind a TLS proxy that does
   * not send `X-Forwarded-Proto`), `false` never, `'auto'` (default) when the request URL is
   * https or, with `trustProxy`, when `X-Forwarded-Proto` says https.
   */
  secureCookies?: boolean | 'auto';
  /**
   * Limits per client address (failed logins, signups, OTP emails per 15 minutes), or `false`
   * to turn them off. Calls without an address (in process) are never limited by address.
   */
  addressLimits?: AddressLimits | false;
  /**
   * Behind reverse proxies: count the client address from `X-Forwarded-For` instead of the
   * socket's, and mark the session cookie `Secure` when `X-Forwarded-Proto` is https (see
   * `secureCookies`). `true` or `1`: one proxy, the last entry (the one it appended); a number
   * `n`: `n` proxies each appending (a CDN and nginx: 2), the `n`-th entry from the right; a
   * list of addresses and networks (CIDR, `['10.0.0.0/8', '2001:db8::/32']`): the headers are
   * believed only from a socket in them, and the client is the first entry from the right
   * outside them. Entries further left are whatever the client claimed. Default false: the
   * headers are ignored, since any client can send them.
   */
  trustProxy?: TrustProxy;
  /**
   * How password hashes are shared: at most `perAddress` (2) at once per client address, in
   * turn between addresses, `concurrency` (4) in all; past `maxQueued` (256) waiting, 503
   * `service_busy` with Retry-After.
   */
  hashQueue?: HashQueueOptions;
  /**
   * How many windows (keys: emails, addresses, ...) each in-memory limit holds, on a store
   * without shared counters (memory, PGlite). Default 100,000. No window is evicted before it
   * expires; past this bound a new key is let in only from a client address that opened no
   * window still held, up to twice this bound; other addresses are refused (429) until the
   * first window expires.
   * PostgreSQL keeps its counters in a table and ignores this.
   */
  limiterKeys?: number;
}
