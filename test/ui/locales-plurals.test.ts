import * as ui from 'latchkey/ui';
import { type AuthLocalization, ar, en, fill, ru } from 'latchkey/ui';
import { describe, expect, it } from 'vitest';
import { format } from '../../src/ui/localization/auth-localization';

// Counts pick their words with Intl.PluralRules of the dictionary's locale, and numbers are
// written in its format. The dictionaries below are the shape a Russian or Arabic one has (the
// translators' files are checked too, as each lands: see the end).

const russian: AuthLocalization = {
  ...en,
  locale: 'ru',
  retryIn: {
    one: 'Повторите через {seconds} секунду',
    few: 'Повторите через {seconds} секунды',
    many: 'Повторите через {seconds} секунд',
    other: 'Повторите через {seconds} секунды',
  },
};
const arabic: AuthLocalization = {
  ...en,
  locale: 'ar',
  dir: 'rtl',
  retryIn: {
    zero: 'أعد المحاولة الآن',
    one: 'أعد المحاولة بعد ثانية واحدة',
    two: 'أعد المحاولة بعد ثانيتين',
    few: 'أعد المحاولة بعد {seconds} ثوانٍ',
    many: 'أعد المحاولة بعد {seconds} ثانية',
    other: 'أعد المحاولة بعد {seconds} ثانيةً',
  },
};

describe('plural forms', () => {
  it('Russian: 1 and 21 take one, 2 few, 5 and 11 many', () => {
    const retry = (seconds: number) => fill(russian, 'retryIn', { seconds });
    expect(retry(1)).toBe('Повторите через 1 секунду');
    expect(retry(2)).toBe('Повторите через 2 секунды');
    expect(retry(5)).toBe('Повторите через 5 секунд');
    expect(retry(11)).toBe('Повторите через 11 секунд');
    expect(retry(21)).toBe('Повторите через 21 секунду');
    // Numbers in the locale's format: a narrow no-break space groups thousands.
    expect(retry(1000)).toBe('Повторите через 1\u00a0000 секунд');
  });

  it('Arabic: 0 zero, 1 one, 2 two, 3 few, 11 many, 100 other', () => {
    const retry = (seconds: number) => fill(arabic, 'retryIn', { seconds });
    expect([0, 1, 2, 3, 11, 100].map(retry)).toEqual([
      'أعد المحاولة الآن',
      'أعد المحاولة بعد ثانية واحدة',
      'أعد المحاولة بعد ثانيتين',
      `أعد المحاولة بعد ${new Intl.NumberFormat('ar').format(3)} ثوانٍ`,
      `أعد المحاولة بعد ${new Intl.NumberFormat('ar').format(11)} ثانية`,
      `أعد المحاولة بعد ${new Intl.NumberFormat('ar').format(100)} ثانيةً`,
    ]);
  });

  it("ru's own forms: 1 and 21 one, 2 few, 5 many", () => {
    const form = (category: 'one' | 'few' | 'many', seconds: number) =>
      format(ru.retryIn[category] ?? '', { seconds }, 'ru');
    for (const [seconds, category] of [
      [1, 'one'],
      [2, 'few'],
      [5, 'many'],
      [21, 'one'],
    ] as const) {
      expect(fill(ru, 'retryIn', { seconds }), `${seconds}`).toBe(form(category, seconds));
    }
    expect(new Set([form('one', 1), form('few', 1), form('many', 1)]).size).toBe(3);
  });

  it("ar's own forms: 0 zero, 1 one, 2 two, 3 few, 11 many, 100 other", () => {
    const cases = [
      [0, 'zero'],
      [1, 'one'],
      [2, 'two'],
      [3, 'few'],
      [11, 'many'],
      [100, 'other'],
    ] as const;
    for (const [seconds, category] of cases) {
      const expected = format(ar.retryIn[category] ?? '', { seconds }, 'ar');
      expect(fill(ar, 'retryIn', { seconds }), `${seconds}`).toBe(expected);
    }
    // Two seconds and a few seconds are words of their own (the dual, the plural).
    expect(new Set([ar.retryIn.one, ar.retryIn.two, ar.retryIn.few]).size).toBe(3);
  });

  it('a category the entry lacks falls back to other', () => {
    const partial: AuthLocalization = { ...russian, retryIn: { other: 'Ждите {seconds} с' } };
    expect(fill(partial, 'retryIn', { seconds: 2 })).toBe('Ждите 2 с');
  });

  // The exported dictionaries: counts of different categories read differently, in languages
  // whose word for "second" changes with the count (Hindi's or German's "Zeichen" does not).
  const samples: Record<string, readonly number[]> = {
    ru: [1, 2, 5],
    uk: [1, 2, 5],
    pl: [1, 2, 5],
    cs: [1, 2, 5],
    ar: [1, 2, 3],
    ...Object.fromEntries(
      ['en', 'de', 'fr', 'es', 'it', 'pt', 'nl', 'sv', 'da', 'nb', 'fi'].map((l) => [l, [1, 5]]),
    ),
  };
  const counted = Object.values(ui).filter(
    (value): value is AuthLocalization =>
      typeof value === 'object' &&
      value !== null &&
      'retryIn' in value &&
      'locale' in value &&
      new Intl.Locale(String(value.locale)).language in samples,
  );
  it('each exported locale reads counts of different categories differently', () => {
    expect(counted.map((t) => t.locale)).toEqual(expect.arrayContaining(['en', 'de', 'en-XA']));
    for (const t of counted) {
      const numbers = samples[new Intl.Locale(t.locale).language] ?? [];
      for (const key of ['retryIn', 'resendCodeIn'] as const) {
        // The number itself left out: the words around it must differ.
        const number = (n: number) => new Intl.NumberFormat(t.locale).format(n);
        const words = numbers.map((n) => fill(t, key, { seconds: n }).replace(number(n), '#'));
        const categories = numbers.map((n) => new Intl.PluralRules(t.locale).select(n));
        expect(new Set(words).size, `${t.locale} ${key}: ${words.join(' | ')}`).toBe(
          new Set(categories).size,
        );
      }
    }
  });
});
