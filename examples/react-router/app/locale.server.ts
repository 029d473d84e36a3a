import { type AuthLocalization, de, en, es, fr, ja, pickLocale } from 'latchkey/ui';

/** The languages the forms speak, the default first. */
const languages: readonly AuthLocalization[] = [en, de, fr, es, ja];

/**
 * The dictionary for a request's `Accept-Language` header: the best of `languages`. A server
 * module: the root's loader sends the picked dictionary to the browser, never the other four.
 */
export function localizationFor(request: Request): AuthLocalization {
  return pickLocale(request.headers.get('accept-language') ?? '', languages);
}
