import { createHash, randomBytes, randomInt, scrypt, timingSafeEqual } from 'node:crypto';

/** scrypt cost parameters; the hash records them, so they can change without breaking logins. */
export interface PasswordHashCost {
  /** CPU/memory cost, a power of two. Default 2^15 (about 70 ms on the dev machine). */
  N: number;
  r: number;
  p: number;
}

export const defaultHashCost: PasswordHashCost = { N: 2 ** 15, r: 8, p: 1 };

const KEY_LENGTH = 64;

function derive(password: string, salt: Buffer, cost: PasswordHashCost): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(
      password.normalize('NFKC'),
      salt,
      KEY_LENGTH,
      { ...cost, maxmem: 256 * cost.N * cost.r + 1024 * 1024 },
      (error, key) => (error ? reject(error) : resolve(key)),
    ),
  );
}

/** `scrypt$N$r$p$salt$hash` with a fresh 16-byte salt. */
export async function hashPassword(password: string, cost: PasswordHashCost): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, cost);
  return [
    'scrypt',
    cost.N,
    cost.r,
    cost.p,
    salt.toString('base64url'),
    key.toString('base64url'),
  ].join('$');
}

/** Compares in constant time. A malformed stored hash never matches. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, N, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const key = await derive(password, Buffer.from(salt, 'base64url'), {
    N: Number(N),
    r: Number(r),
    p: Number(p),
  });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/** SHA-256, base64url: how session ids and OTPs are stored. */
export const sha256 = (value: string) => createHash('sha256').update(value).digest('base64url');

/** Equality of two strings in time independent of where they differ. */
export function safeEqual(a: string, b: string): boolean {
  return timingSafeEqual(Buffer.from(sha256(a)), Buffer.from(sha256(b)));
}

/** A session id: 256 random bits. */
export const newSessionId = () => randomBytes(32).toString('base64url');

/** A 6-digit one-time code. */
export const newOtp = () => String(randomInt(0, 1_000_000)).padStart(6, '0');

/** How an OTP is stored: salted with what it is for, so equal codes hash differently. */
export const otpHash = (code: string, scope: string) => sha256(`${scope}\u0000${code}`);
