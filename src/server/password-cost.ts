/** scrypt cost parameters; the hash records them, so they can change without breaking logins. */
export interface PasswordHashCost {
  /** CPU/memory cost, a power of two. Default 2^15 (about 70 ms on the dev machine). */
  N: number;
  r: number;
  p: number;
}

export const defaultHashCost: PasswordHashCost = { N: 2 ** 15, r: 8, p: 1 };
