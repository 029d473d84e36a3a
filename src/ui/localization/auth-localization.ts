import type { en } from './en';

/**
 * Every visible string of `latchkey/ui`, and a message for each error the service can give:
 * the keys of {@link en}. A locale is a complete `AuthLocalization`; an override is partial.
 */
export type AuthLocalization = { [Key in keyof typeof en]: string };

/** A key of {@link AuthLocalization}. */
export type LocalizationKey = keyof AuthLocalization;

/** The `{name}` placeholders of a text: `'seconds'` for `'Wait {seconds} s'`. */
type Placeholders<Text extends string> = Text extends `${string}{${infer Name}}${infer Rest}`
  ? Name | Placeholders<Rest>
  : never;

/** The values an entry's placeholders need, from its English text: `{ seconds }` for `retryIn`. */
export type PlaceholderValues<Key extends LocalizationKey> = Record<
  Placeholders<(typeof en)[Key]>,
  string | number
>;

/** Entry `key` of `t` with its placeholders filled; a missing or unknown value fails to compile. */
export const fill = <Key extends LocalizationKey>(
  t: AuthLocalization,
  key: Key,
  values: PlaceholderValues<Key>,
): string => format(t[key], values);

/** Fills `{name}` placeholders: `format('Wait {seconds} s', { seconds: 3 })`. */
export function format(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (match, name: string) =>
    name in values ? String(values[name]) : match,
  );
}
