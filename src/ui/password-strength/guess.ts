/** How strong a new password looks: zxcvbn's score 0-1 is weak, 2 fair, 3-4 strong. */
export type PasswordStrength = 'weak' | 'fair' | 'strong';

/** Rates a password (never empty); the forms' meter until zxcvbn has loaded, then zxcvbn. */
export type StrengthScorer = (password: string) => PasswordStrength;

/**
 * The first guess, synchronous and a few hundred bytes, shown until zxcvbn arrives: under 8
 * characters, fewer than 5 different characters (`aaaaaaaaaaaaaaaa`), digits alone, or a
 * most-used word or keyboard row with digits after it is weak;
 * 16 characters, or 12 of three kinds (lower, upper, digit, other), strong; the rest fair.
 */
export const guessStrength: StrengthScorer = (password) =>
  password.length < 8 ||
  new Set(password).size < 5 ||
  /^(pass(word)?|qwerty(uiop)?|iloveyou|letmein|welcome|admin|abc)?\d*!?$/i.test(password)
    ? 'weak'
    : password.length > 15 ||
        (password.length > 11 &&
          [/[a-z]/, /[A-Z]/, /\d/, /[^a-z\d]/i].filter((kind) => kind.test(password)).length > 2)
      ? 'strong'
      : 'fair';
