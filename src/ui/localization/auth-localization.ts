import type { en } from './en';

/**
 * Every visible string of `latchkey/ui`, and a message for each error the service can give:
 * the keys of {@link en}. A locale is a complete `AuthLocalization`; an override is partial.
 */
export type AuthLocalization = { [Key in keyof typeof en]: string };

/** A key of {@link AuthLocalization}. */
export type LocalizationKey = keyof AuthLocalization;

/** Fills `{name}` placeholders: `format('Wait {seconds} s', { seconds: 3 })`. */
export function format(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (match, name: string) =>
    name in values ? String(values[name]) : match,
  );
}
