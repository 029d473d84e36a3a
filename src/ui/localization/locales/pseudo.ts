import type { AuthLocalization, PluralMessage } from '../auth-localization';
import { en } from '../en';

// Each ASCII letter and its accented look-alike, by position (one code point each).
const plain = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
const accented = 'åƀçðéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýžÅƁÇÐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŜŢÛṼŴẊÝŽ';

/** Padding runs stay short words: a real language breaks its lines too. */
const padWord = 8;

/** `Sign in` → `[Ŝîĝñ îñ ~~~]`: letters accented, ~40 % longer, `{placeholders}` kept. */
function pseudoText(text: string): string {
  const letters = Array.from(accented);
  const words = text
    .split(/(\{\w+\})/)
    .map((part, index) =>
      index % 2 === 1
        ? part
        : part.replace(/[a-z]/gi, (letter) => letters[plain.indexOf(letter)] ?? letter),
    )
    .join('');
  const padding = '~'.repeat(Math.ceil(text.length * 0.4));
  const runs = padding.match(new RegExp(`.{1,${padWord}}`, 'g')) ?? [];
  return `[${words} ${runs.join(' ')}]`;
}

/**
 * A pseudo-locale made from `source`: every text accented, about 40 % longer and bracketed,
 * placeholders untouched, counts kept with their plural forms; tagged `en-XA`, left to right.
 */
function pseudoLocalize(source: AuthLocalization): AuthLocalization {
  const entries = Object.entries(source).map(([key, entry]: [string, string | PluralMessage]) => {
    if (key === 'locale' || key === 'dir') return [key, entry];
    if (typeof entry === 'string') return [key, pseudoText(entry)];
    return [
      key,
      Object.fromEntries(Object.entries(entry).map(([form, text]) => [form, pseudoText(text)])),
    ];
  });
  return { ...(Object.fromEntries(entries) as AuthLocalization), locale: 'en-XA', dir: 'ltr' };
}

/**
 * The pseudo-locale, generated from {@link en}: accented, about 40 % longer, wrapped in brackets
 * (`[Ŝîĝñ îñ ~~~]`), for finding text that is not translated (it shows plain) and text that a
 * longer language would clip. `locale: 'en-XA'`, `dir: 'ltr'`. Not for production.
 */
export const pseudo: AuthLocalization = /* @__PURE__ */ pseudoLocalize(en);
