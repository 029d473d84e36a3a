import type { en } from './en';

/**
 * An entry with a count: one text per plural category of the language, as `Intl.PluralRules`
 * names them (`zero`, `one`, `two`, `few`, `many`, `other`); `other` is required, the rest are
 * those the language has (English: `one`; Russian and Polish: `one`, `few`, `many`).
 */
export type PluralMessage = { readonly [Category in Intl.LDMLPluralRule]?: string } & {
  readonly other: string;
};

type English = typeof en;

/** Keys of the entries that are words (all but `locale` and `dir`). */
type MessageKeyOf<Dictionary> = {
  [Key in keyof Dictionary]: Key extends 'locale' | 'dir' ? never : Key;
}[keyof Dictionary];

/**
 * Every visible string of `latchkey/ui`, and a message for each error the service can give:
 * the keys of {@link en}, with the language's BCP 47 `locale` and writing direction `dir`. A
 * locale is a complete `AuthLocalization`; an override is partial.
 */
export type AuthLocalization = {
  /** BCP 47 tag: picks the plural forms (`Intl.PluralRules`) and number format. */
  locale: string;
  /** Writing direction of the language: `'rtl'` mirrors the forms. */
  dir: 'ltr' | 'rtl';
} & {
  [Key in MessageKeyOf<English>]: English[Key] extends string ? string : PluralMessage;
};

/** A key of {@link AuthLocalization} whose entry is words (not `locale` or `dir`). */
export type LocalizationKey = MessageKeyOf<AuthLocalization>;

/** The `{name}` placeholders of a text: `'seconds'` for `'Wait {seconds} s'`. */
type Placeholders<Text> = Text extends `${string}{${infer Name}}${infer Rest}`
  ? Name | Placeholders<Rest>
  : never;

/** The text whose placeholders count: the entry itself, or the `other` form of a count. */
type TemplateOf<Entry> = Entry extends { other: infer Other } ? Other : Entry;

/** The values an entry's placeholders need, from its English text: `{ seconds }` for `retryIn`. */
export type PlaceholderValues<Key extends LocalizationKey> = Record<
  Placeholders<TemplateOf<English[Key]>>,
  string | number
>;

/**
 * Entry `key` of `t` with its placeholders filled; a missing or unknown value fails to compile.
 * Numbers are written in the locale's format; an entry with a count picks its plural form by
 * its number value (each such entry has one).
 */
export function fill<Key extends LocalizationKey>(
  t: AuthLocalization,
  key: Key,
  values: PlaceholderValues<Key>,
): string {
  return format(textOf(t, key, values), values, t.locale);
}

/** The words of entry `key` (a count's form chosen by the first number in `values`). */
export function textOf(
  t: AuthLocalization,
  key: LocalizationKey,
  values: Record<string, string | number> = {},
): string {
  const entry: string | PluralMessage | undefined = t[key];
  if (entry === undefined) return key;
  if (typeof entry === 'string') return entry;
  const count = Object.values(values).find((value) => typeof value === 'number') ?? 0;
  return entry[new Intl.PluralRules(t.locale).select(count)] ?? entry.other;
}

/**
 * Fills `{name}` placeholders: `format('Wait {seconds} s', { seconds: 3 })`. A value from outside
 * the dictionary (an address, a name, the service's message) is bidi-isolated, between U+2068
 * FIRST STRONG ISOLATE and U+2069 POP DIRECTIONAL ISOLATE: it keeps its own direction inside the
 * sentence, so the `+` of `+ada@example.com` or the period of an English message stays with it
 * in an Arabic sentence, and the sentence's own punctuation stays the sentence's. Characters,
 * not `<bdi>`: the words are strings (a `title`, a hook's message for markup of your own). The
 * dictionary's own words (`{word}`, `{section}`) are in the sentence's language: left as they are.
 */
export function format(
  text: string,
  values: Record<string, string | number>,
  locale?: string,
): string {
  return text.replace(/\{(\w+)\}/g, (match, name: string) => {
    const value = Object.hasOwn(values, name) ? values[name] : undefined;
    if (value === undefined) return match;
    return typeof value === 'number'
      ? new Intl.NumberFormat(locale).format(value)
      : name === 'word' || name === 'section'
        ? value
        : `\u2068${value}\u2069`;
  });
}

/**
 * The `lang` and `dir` attributes of an element that holds a dictionary's words: its language,
 * and its direction only when right to left, so a left-to-right dictionary inherits the page's
 * (a `dir="rtl"` page mirrors it too) while an Arabic or Hebrew one mirrors in any page.
 */
export const languageOf = (t: AuthLocalization): { lang: string; dir?: 'rtl' } =>
  t.dir === 'rtl' ? { lang: t.locale, dir: 'rtl' } : { lang: t.locale };
