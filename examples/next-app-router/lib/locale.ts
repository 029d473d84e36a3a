import { type AuthLocalization, de, en, es, fr, ja, pickLocale } from 'latchkey/ui';

/** The languages the forms speak, the default first. */
const languages: readonly AuthLocalization[] = [en, de, fr, es, ja];

/**
 * The dictionary for a request's `Accept-Language` header: the best of `languages`. Only server
 * components import this module, so only the picked dictionary reaches the browser (as a prop
 * of the providers), never the other four.
 */
export function localizationFor(acceptLanguage: string | null): AuthLocalization {
  return pickLocale(acceptLanguage ?? '', languages);
}
