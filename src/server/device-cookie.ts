import { base64url } from './base64url';
import { cookieOf } from './cookies';
import type { RouteContext } from './route-context';
import { hmac, safeEqual } from './secrets';
import { lookupKey, type StoredUser } from './store/auth-store';

// The device cookie (OWASP, "Slow Down Online Guessing Attacks with Device Cookies"): a browser
// where an account signed in before gets a signed token for that account, and its wrong
// passwords, reset requests and code checks are counted against that token's own budget, not
// the per-email budget strangers fill. Without a valid token a request is untrusted and shares
// the per-email limits.

/** The device cookie's name over http. */
export const DEVICE_COOKIE = 'service_device';

/**
 * The device cookie's name: over https (`Secure`) with the `__Host-` prefix, which browsers
 * accept only with Secure, Path=/ and no Domain, so no other host (a sibling subdomain) can
 * set or shadow it; over http (development) without.
 */
export const deviceCookieName = (secure: boolean) =>
  secure ? `__Host-${DEVICE_COOKIE}` : DEVICE_COOKIE;

/** How long a device stays known after its sign-in: the cookie's Max-Age and the token's life. */
export const DEVICE_TTL_SECONDS = 365 * 24 * 60 * 60;

/** Tokens one cookie keeps (newest first): accounts this browser signed in to, each its own. */
export const DEVICE_TOKENS_KEPT = 3;

/** A token: `<issued at, base 36 ms>.<nonce, 128 random bits>.<HMAC-SHA-256>`, base64url. */
const tokenPattern = /^([0-9a-z]{1,12})\.([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/;

const nonce = () => base64url(crypto.getRandomValues(new Uint8Array(16)));

/** What of an account a device token is signed for. */
type DeviceSubject = Pick<StoredUser, 'id' | 'email' | 'passwordHash'>;

/**
 * What the MAC binds: the app, the account, its address and its password (as hashed: a reset
 * or change of password revokes every token, a pre-hijacker's included), when it was issued,
 * the nonce.
 */
const signed = (ctx: RouteContext, user: DeviceSubject, issuedAt: string, id: string) =>
  [
    'latchkey-device-v2',
    ctx.appId,
    user.id,
    lookupKey(user.email),
    user.passwordHash,
    issuedAt,
    id,
  ].join('\u0000');

/**
 * The device id (`app:nonce`) of the request's device cookie when it holds a valid token for
 * `user` (signed by this service for this app, account and email, less than a year old); else
 * undefined: the request is untrusted. An account changed to another email or password is
 * untrusted until it signs in again. Without an account (`user` null: an unknown `email`) the
 * cookie's tokens are checked all the same, against a stand-in account that no token can match,
 * so a forged cookie costs the same HMACs either way and its timing tells nothing of whether
 * the account exists (before, an unknown email skipped them: +0.5-0.9 ms on memory).
 */
export async function trustedDevice(
  ctx: RouteContext,
  user: StoredUser | null,
  email: string,
): Promise<string | undefined> {
  if (!ctx.deviceCookie) return undefined;
  const subject: DeviceSubject = user ?? { id: '', email, passwordHash: await ctx.dummyHash };
  const secret = await ctx.deviceSecret();
  let found: string | undefined;
  for (const token of ctx.deviceCookie.split('~').slice(0, DEVICE_TOKENS_KEPT)) {
    const [, issuedAt = '', id = '', mac = ''] = tokenPattern.exec(token) ?? [];
    if (!mac) continue;
    if (parseInt(issuedAt, 36) + DEVICE_TTL_SECONDS * 1000 <= ctx.now()) continue;
    const valid = await safeEqual(mac, await hmac(secret, signed(ctx, subject, issuedAt, id)));
    if (valid && user && found === undefined) found = `${ctx.appId}:${id}`;
  }
  return found;
}

/**
 * trustedDevice for the account of `email`, looked up only when the request has a device cookie
 * (a code check without one costs no look-up).
 */
export async function knownDevice(ctx: RouteContext, email: string): Promise<string | undefined> {
  if (!ctx.deviceCookie) return undefined;
  return trustedDevice(ctx, await ctx.store.getUser(ctx.appId, { email }), email);
}

/**
 * `Set-Cookie` giving this browser a new token for `user` (a sign-in just proved the password),
 * kept with up to two earlier tokens of other accounts (opaque here: each is checked against
 * its own account when used). HttpOnly, SameSite=Lax and Path=/ like the session cookie, Secure
 * when it is, for a year. It holds no secret and nothing about the account in clear: a time, a
 * random nonce and a MAC.
 */
export async function deviceCookie(ctx: RouteContext, user: StoredUser): Promise<string> {
  const secret = await ctx.deviceSecret();
  const issuedAt = ctx.now().toString(36);
  const id = nonce();
  const token = `${issuedAt}.${id}.${await hmac(secret, signed(ctx, user, issuedAt, id))}`;
  // The earlier tokens for this same account are dropped (the new one replaces them).
  const kept: string[] = [];
  for (const old of ctx.deviceCookie?.split('~') ?? []) {
    const [, oldIssuedAt = '', oldId = '', mac = ''] = tokenPattern.exec(old) ?? [];
    if (!mac || kept.length >= DEVICE_TOKENS_KEPT - 1) continue;
    const own = await safeEqual(mac, await hmac(secret, signed(ctx, user, oldIssuedAt, oldId)));
    if (!own) kept.push(old);
  }
  return [
    `${deviceCookieName(ctx.secure)}=${[token, ...kept].join('~')}`,
    'HttpOnly',
    'SameSite=Lax',
    'Path=/',
    `Max-Age=${DEVICE_TTL_SECONDS}`,
    ...(ctx.secure ? ['Secure'] : []),
  ].join('; ');
}

/** The request's device cookie, as resolveCredentials reads it (see deviceCookieName). */
export const deviceCookieOf = (header: string | null, secure: boolean) =>
  cookieOf(header, deviceCookieName(secure));
