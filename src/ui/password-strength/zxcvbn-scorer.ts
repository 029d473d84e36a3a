import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import type { PasswordStrength } from './guess';
import { commonPasswords, keyboardGraphs } from './strength-dictionary';
import { unpackWords } from './unpack-words';

// Loaded only through scorer-loader.ts's dynamic import(), with its own dictionary (the
// passwords the service refuses, the keyboard graphs: strength-dictionary.ts), not the whole of
// @zxcvbn-ts/language-common: the page's first bundle never carries it, and the meter's
// download stays small.
const zxcvbn = new ZxcvbnFactory({
  graphs: keyboardGraphs,
  dictionary: { passwords: unpackWords(commonPasswords) },
});

/** zxcvbn's time grows with length: only the first this many characters are scored. */
const SCORED_LENGTH = 100;

/** zxcvbn's score 0-4 as the forms show it: 0-1 weak, 2 fair, 3-4 strong (under 8: weak). */
export function scoreStrength(password: string): PasswordStrength {
  if (password.length < 8) return 'weak';
  const { score } = zxcvbn.check(password.slice(0, SCORED_LENGTH));
  return score < 2 ? 'weak' : score === 2 ? 'fair' : 'strong';
}
