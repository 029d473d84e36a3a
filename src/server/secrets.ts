import { sha256 } from '#server-platform';
import { base64url } from './base64url';

// Random values and comparisons that need nothing but Web Crypto (Node 20 and browsers alike).

export { hashPassword, sha256, verifyPassword } from '#server-platform';

const random = (length: number) => crypto.getRandomValues(new Uint8Array(length));

/** Equality of two strings in time independent of where they differ (digests compared). */
export async function safeEqual(a: string, b: string): Promise<boolean> {
  const [left, right] = await Promise.all([sha256(a), sha256(b)]);
  let difference = 0;
  for (let i = 0; i < left.length; i++) difference |= left.charCodeAt(i) ^ right.charCodeAt(i);
  return difference === 0 && left.length === right.length;
}

/** A session id: 256 random bits. */
export const newSessionId = () => base64url(random(32));

/** A user id. */
export const newUserId = () => crypto.randomUUID();

const mintedUserId = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Whether `id` has the form newUserId mints (a lower-case UUID): any other id is no user's. */
export const isMintedUserId = (id: string) => mintedUserId.test(id);

/** A uniformly random 6-digit one-time code (rejection sampling, no modulo bias). */
export function newOtp(): string {
  const limit = 4_294_000_000; // the largest multiple of 10^6 below 2^32
  for (;;) {
    const [value = limit] = crypto.getRandomValues(new Uint32Array(1));
    if (value < limit) return String(value % 1_000_000).padStart(6, '0');
  }
}

/** How an OTP is stored: salted with what it is for, so equal codes hash differently. */
export const otpHash = (code: string, scope: string) => sha256(`${scope}\u0000${code}`);

/** Random bytes as text, for a throwaway password. */
export const randomText = () => base64url(random(16));

/**
 * HMAC-SHA-256 of `message` under `key`, as base64url (Web Crypto, so it runs in browsers too):
 * what signs the device cookie.
 */
export async function hmac(key: string, message: string): Promise<string> {
  const encoder = new TextEncoder();
  const cryptoKey = await crypto.subtle.importKey(
    'raw',
    encoder.encode(key),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  return base64url(
    new Uint8Array(await crypto.subtle.sign('HMAC', cryptoKey, encoder.encode(message))),
  );
}

/** A new random secret (256 bits) for signing, when the store keeps none. */
export const newSecret = () => base64url(random(32));
