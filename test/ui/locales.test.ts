import type { AuthLocalization, PluralMessage } from 'latchkey/ui';
import * as ui from 'latchkey/ui';
import { describe, expect, it } from 'vitest';

// Every dictionary latchkey/ui exports, found by its shape: a locale that lands is checked
// without this file naming it.
const isDictionary = (value: unknown): value is AuthLocalization =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { locale?: unknown }).locale === 'string' &&
  typeof (value as { loginTitle?: unknown }).loginTitle === 'string';
const dictionariesOf = (module: Record<string, unknown>) =>
  Object.entries(module).filter((entry): entry is [string, AuthLocalization] =>
    isDictionary(entry[1]),
  );
const exported = dictionariesOf(ui);
// Every dictionary file in the locales folder too, exported or not yet: each is checked as it is
// written, and the test below asks that it be exported.
const files = import.meta.glob<Record<string, unknown>>('../../src/ui/localization/locales/*.ts', {
  eager: true,
});
const inFiles = Object.values(files).flatMap(dictionariesOf);
const locales = [
  ...exported,
  ...inFiles.filter(([name]) => !exported.some(([other]) => other === name)),
];
const { en } = ui;
const others = locales.filter(([name]) => name !== 'en');

/**
 * Values a locale may keep in English (a name, an example address), by export name. Anything
 * else identical to English is text left untranslated.
 */
const sameAsEnglish: Record<string, readonly string[]> = {
  de: ['nameLabel'],
  // "Password" is the Italian word too (Google, Microsoft and Apple use it).
  it: ['passwordLabel', 'passwordSettingsTitle'],
  // Filipino platforms (Google, Facebook) write these as they are in English.
  fil: [
    'emailLabel',
    'emailSettingsTitle',
    'passwordLabel',
    'passwordSettingsTitle',
    'profileTitle',
  ],
  pseudo: [],
};
/** At most this many exceptions per locale: more is an untranslated dictionary. */
const handful = 5;

type Entry = string | PluralMessage;
const entries = (t: AuthLocalization) =>
  Object.entries(t).filter(([key]) => key !== 'locale' && key !== 'dir') as [string, Entry][];
const placeholders = (text: string) => [...new Set(text.match(/\{\w+\}/g) ?? [])].sort();
/** The text whose placeholders count: the entry itself, or its `other` form. */
const template = (entry: Entry) => (typeof entry === 'string' ? entry : entry.other);
const texts = (entry: Entry) => (typeof entry === 'string' ? [entry] : Object.values(entry));
const rightToLeft = new Set(['ar', 'he', 'fa', 'ur', 'yi', 'ps', 'sd', 'ug', 'dv', 'ckb']);

describe('every exported locale', () => {
  it('is found by shape (en, de and pseudo at least)', () => {
    expect(locales.map(([name]) => name)).toEqual(expect.arrayContaining(['en', 'de', 'pseudo']));
  });

  it('includes every dictionary of the locales folder (latchkey/ui exports each)', () => {
    const names = exported.map(([name]) => name);
    expect(inFiles.map(([name]) => name).filter((name) => !names.includes(name))).toEqual([]);
  });

  describe.each(others)('%s', (name, t) => {
    it("has exactly en's keys, none empty", () => {
      expect(Object.keys(t).sort()).toEqual(Object.keys(en).sort());
      for (const [key, entry] of entries(t)) {
        expect(typeof entry, key).toBe(typeof en[key as keyof typeof en]);
        for (const text of texts(entry)) expect(text.trim(), key).not.toBe('');
      }
    });

    it("has en's placeholders in every entry and every plural form", () => {
      for (const [key, entry] of entries(t)) {
        const expected = placeholders(template(en[key as keyof typeof en] as Entry));
        if (typeof entry === 'string') {
          expect(placeholders(entry), `${key}: ${entry}`).toEqual(expected);
          continue;
        }
        for (const [category, text] of Object.entries(entry)) {
          // A form for exactly zero, one or two may say its number in words (Arabic "ثانيتين",
          // two seconds): there, and only there, the count may be left out.
          const allowed = ['zero', 'one', 'two'].includes(category)
            ? expected.filter((name) => placeholders(text).includes(name))
            : expected;
          expect(placeholders(text), `${key}.${category}: ${text}`).toEqual(allowed);
          expect(placeholders(text).length, `${key}.${category}: ${text}`).toBeGreaterThanOrEqual(
            expected.length - 1,
          );
        }
      }
    });

    it('has each plural category of its language, and no other', () => {
      const categories = new Intl.PluralRules(t.locale).resolvedOptions().pluralCategories;
      for (const [key, entry] of entries(t)) {
        if (typeof entry === 'string') continue;
        expect(Object.keys(entry).sort(), key).toEqual([...categories].sort());
      }
    });

    it('has a canonical BCP 47 locale and the direction of its script', () => {
      expect(Intl.getCanonicalLocales(t.locale)).toEqual([t.locale]);
      const language = new Intl.Locale(t.locale).language;
      expect(t.dir).toBe(rightToLeft.has(language) ? 'rtl' : 'ltr');
    });

    it('keeps in English only the values it lists as exceptions', () => {
      // British English is English: it differs where the spelling or the usage does.
      if (name === 'enGB') {
        expect(
          entries(t).some(
            ([key, entry]) => JSON.stringify(entry) !== JSON.stringify(en[key as keyof typeof en]),
          ),
        ).toBe(true);
        return;
      }
      const allowed = sameAsEnglish[name] ?? [];
      expect(allowed.length).toBeLessThanOrEqual(handful);
      const identical = entries(t)
        .filter(
          ([key, entry]) => JSON.stringify(entry) === JSON.stringify(en[key as keyof typeof en]),
        )
        .map(([key]) => key);
      expect(identical.filter((key) => !allowed.includes(key))).toEqual([]);
    });
  });
});
