import { describe, expect, it } from 'vitest';
import { guessStrength } from '../../src/ui/password-strength/guess';
import { scoreStrength } from '../../src/ui/password-strength/zxcvbn-scorer';

describe('the strength meter’s first guess (before zxcvbn has loaded)', () => {
  it('calls the common passwords, digits alone and anything under 8 characters weak', () => {
    for (const password of [
      'password1',
      '12345678',
      'qwertyuiop',
      'iloveyou1',
      'Kx7#mQ2',
      '2024202420',
      // Long, but a few characters over and over: never "Strong", even for a moment.
      'aaaaaaaaaaaaaaaa',
      'abababababababababab',
    ]) {
      expect(guessStrength(password), password).toBe('weak');
    }
  });

  it('calls 16 characters or 12 of three kinds strong, the rest fair', () => {
    expect(guessStrength('velvet orbit canyon mist')).toBe('strong');
    expect(guessStrength('Tr0ub4dor&3x')).toBe('strong');
    expect(guessStrength('quietmaple')).toBe('fair');
    expect(guessStrength('Kx7#mQ2p')).toBe('fair');
  });
});

describe('zxcvbn’s verdict, as the forms show it', () => {
  it('maps scores 0-1 to weak, 2 to fair, 3-4 to strong; under 8 characters is weak', () => {
    for (const password of ['password1', '12345678', 'qwertyuiop', 'iloveyou1', 'abcdefghij']) {
      expect(scoreStrength(password), password).toBe('weak');
    }
    expect(scoreStrength('Kx7#mQ2')).toBe('weak');
    // Two common words: fair. (The full list also knows `quiet` and `maple`; the meter's own
    // dictionary holds the passwords the service refuses: test/ui/strength-dictionary.test.ts.)
    expect(scoreStrength('tigerpiano')).toBe('fair');
    expect(scoreStrength('velvet orbit canyon mist')).toBe('strong');
  });
});
