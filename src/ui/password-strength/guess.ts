/** How strong a new password looks: zxcvbn's score 0-1 is weak, 2 fair, 3-4 strong. */
export type PasswordStrength = 'weak' | 'fair' | 'strong';

/** Rates a password (never empty); the forms' meter until zxcvbn has loaded, then zxcvbn. */
export type StrengthScorer = (password: string) => PasswordStrength;

// Digits alone, or one of the most used words or keyboard rows with digits or a ! after it.
const commonShape =
  /^(pass(word)?|qwerty(uiop)?|asdfgh(jkl)?|iloveyou|letmein|welcome|admin|monkey|dragon|sunshine|princess|football|abc)?\d*!?$/i;

/**
 * The first guess, synchronous and a few hundred bytes, shown until zxcvbn arrives: under 8
 * characters or a common shape is weak; 16 characters, or 12 of three kinds (lower, upper,
 * digit, other), strong; anything else fair.
 */
export const guessStrength: StrengthScorer = (password) => {
  if (password.length < 8 || commonShape.test(password)) return 'weak';
  const kinds = [/[a-z]/, /[A-Z]/, /\d/, /[^a-zA-Z\d]/].filter((kind) => kind.test(password));
  return password.length >= 16 || (password.length >= 12 && kinds.length >= 3) ? 'strong' : 'fair';
};
