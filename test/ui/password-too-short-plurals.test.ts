import type { AuthLocalization } from 'latchkey/ui';
import * as ui from 'latchkey/ui';
import { ar, cs, en, ru, uk } from 'latchkey/ui';
import { describe, expect, it } from 'vitest';
import { ruleMessage } from '../../src/ui/form-errors';
import { wordsOf } from '../../src/ui/localization/form-message';

// The service's `too_short` rule names its own minimum (`{ code: 'too_short', min }`), so the
// words around the number must follow it: Russian 21 takes "символа", 22 "символов"; Arabic 11
// takes the singular accusative. One sentence for every number is wrong somewhere.

/** The message the forms show for a password shorter than `min`, through their own path. */
const tooShort = (t: AuthLocalization, min: number) => {
  const message = ruleMessage({ code: 'too_short', min }, 'password');
  if (!message) throw new Error('too_short has no dictionary key');
  return wordsOf(message, t);
};

const dictionaries = Object.values(ui).filter(
  (value): value is AuthLocalization =>
    typeof value === 'object' && value !== null && 'errorPasswordTooShort' in value,
);

describe('errorPasswordTooShort follows the minimum the service names', () => {
  it('has a form for each plural category of each exported language', () => {
    expect(dictionaries.length).toBeGreaterThanOrEqual(24);
    for (const t of dictionaries) {
      const entry = t.errorPasswordTooShort;
      expect(typeof entry, t.locale).toBe('object');
      const categories = new Intl.PluralRules(t.locale).resolvedOptions().pluralCategories;
      expect(Object.keys(entry).sort(), t.locale).toEqual(expect.arrayContaining(categories));
      expect(Object.keys(entry).length, t.locale).toBe(categories.length);
      // Every form that shows the number keeps its placeholder (Arabic's one and two say it).
      expect(entry.other, t.locale).toContain('{min}');
    }
  });

  it('Russian and Ukrainian: 21 and 22 read as the numbers need', () => {
    expect(tooShort(ru, 8)).toBe('Пароль должен содержать не менее 8 символов.');
    expect(tooShort(ru, 21)).toBe('Пароль должен содержать не менее 21 символа.');
    expect(tooShort(ru, 22)).toBe('Пароль должен содержать не менее 22 символов.');
    expect(tooShort(uk, 21)).toBe('Пароль має містити щонайменше 21 символ.');
    expect(tooShort(uk, 22)).toBe('Пароль має містити щонайменше 22 символи.');
    expect(tooShort(uk, 25)).toBe('Пароль має містити щонайменше 25 символів.');
  });

  it('Arabic: 3 takes the plural, 11 the singular accusative, 100 the singular', () => {
    const number = (n: number) => new Intl.NumberFormat('ar').format(n);
    expect(tooShort(ar, 3)).toBe(`استخدم ${number(3)} أحرف على الأقل.`);
    expect(tooShort(ar, 11)).toBe(`استخدم ${number(11)} حرفًا على الأقل.`);
    expect(tooShort(ar, 100)).toBe(`استخدم ${number(100)} حرف على الأقل.`);
  });

  it('English and Czech: one character, a few characters', () => {
    expect(tooShort(en, 1)).toBe('Use at least 1 character.');
    expect(tooShort(en, 8)).toBe('Use at least 8 characters.');
    expect(tooShort(cs, 3)).toBe('Použijte alespoň 3 znaky.');
    expect(tooShort(cs, 8)).toBe('Použijte alespoň 8 znaků.');
  });
});
