import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';
import type { PasswordStrength } from './guess';

// Loaded only through scorer-loader.ts's dynamic import(): ~200 KB gzip of dictionaries and matchers
// that the sign-up page's first bundle never carries.
const zxcvbn = new ZxcvbnFactory({ graphs: adjacencyGraphs, dictionary });

/** zxcvbn's time grows with length: only the first this many characters are scored. */
const SCORED_LENGTH = 100;

/** zxcvbn's score 0-4 as the forms show it: 0-1 weak, 2 fair, 3-4 strong (under 8: weak). */
export function scoreStrength(password: string): PasswordStrength {
  if (password.length < 8) return 'weak';
  const { score } = zxcvbn.check(password.slice(0, SCORED_LENGTH));
  return score < 2 ? 'weak' : score === 2 ? 'fair' : 'strong';
}
