import { base64url, fromBase64url } from '../base64url';
import type { PasswordHashCost } from '../password-cost';

// The service's platform primitives in a browser (Storybook, demos behind MSW): Web Crypto.
// There is no scrypt in Web Crypto, so passwords are hashed with PBKDF2-SHA256 here; the
// service in a browser keeps its users in memory, for development only.

const encoder = new TextEncoder();

/** SHA-256, base64url. */
export const sha256 = async (value: string) =>
  base64url(new Uint8Array(await crypto.subtle.digest('SHA-256', encoder.encode(value))));

const ITERATIONS = 100_000;

async function derive(
  password: string,
  salt: Uint8Array<ArrayBuffer>,
  iterations: number,
): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey(
    'raw',
    encoder.encode(password.normalize('NFKC')),
    'PBKDF2',
    false,
    ['deriveBits'],
  );
  const bits = await crypto.subtle.deriveBits(
    { name: 'PBKDF2', hash: 'SHA-256', salt, iterations },
    key,
    256,
  );
  return new Uint8Array(bits);
}

/** `pbkdf2-sha256$iterations$salt$hash`; the scrypt cost does not apply here. */
export async function hashPassword(password: string, _cost: PasswordHashCost): Promise<string> {
  const salt = crypto.getRandomValues(new Uint8Array(16));
  const key = await derive(password, salt, ITERATIONS);
  return ['pbkdf2-sha256', ITERATIONS, base64url(salt), base64url(key)].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, iterations, salt, hash] = stored.split('$');
  if (scheme !== 'pbkdf2-sha256' || !salt || !hash) return false;
  const key = await derive(password, fromBase64url(salt), Number(iterations));
  const expected = fromBase64url(hash);
  let difference = key.length ^ expected.length;
  for (let i = 0; i < key.length; i++) difference |= (key[i] ?? 0) ^ (expected[i] ?? 0);
  return difference === 0;
}
