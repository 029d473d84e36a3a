import type { AuthLocalization } from './auth-localization';
import { en } from './en';

/** A language read in another's dictionary: Norwegian (and Nynorsk) readers read Bokmål. */
const sameLanguage: Readonly<Record<string, string>> = { no: 'nb', nn: 'nb' };

/** Where Spanish is Latin America's (`es-419`): the region's countries and the US. */
const latinAmerica = new Set(
  'AR BO BZ CL CO CR CU DO EC GT HN MX NI PA PE PR PY SV US UY VE 419'.split(' '),
);
/** Where English is spelled as in the US; elsewhere it is spelled as in Britain (`en-GB`). */
const americanSpelling = new Set('US AS GU MH MP PR UM VI'.split(' '));

interface Tag {
  tag: string;
  language: string;
  script: string | undefined;
  region: string | undefined;
}

/** A tag, canonical and with its likely script and region; `undefined` for no valid tag. */
function parse(given: string): Tag | undefined {
  try {
    const tag = Intl.getCanonicalLocales(given.trim())[0];
    if (tag === undefined) return undefined;
    const full = new Intl.Locale(tag).maximize();
    const language = sameLanguage[full.language] ?? full.language;
    return { tag: tag.toLowerCase(), language, script: full.script, region: full.region };
  } catch {
    return undefined;
  }
}

/** The region group a reader of `tag` expects, as the offered dictionaries are regional. */
function groupOf({ language, region = '' }: Tag) {
  if (language === 'es') return latinAmerica.has(region) ? '419' : 'ES';
  if (language === 'en') return americanSpelling.has(region) ? 'US' : 'GB';
  // Portuguese is written as in Portugal everywhere but Brazil.
  if (language === 'pt') return region === 'BR' ? 'BR' : 'PT';
  return region;
}

/**
 * How well a dictionary fits a reader: 4 the same tag, 3 the same language, script and region,
 * 2 the same language, script and region group (`es-MX` reads `es-419`, `en-AU` `en-GB`, `pt-AO`
 * `pt-PT`),
 * 1 the same language and script, 0.5 the same language, 0 none. A pseudo-locale (`en-XA`) fits
 * its own tag only.
 */
function closeness(reader: Tag, dictionary: Tag): number {
  if (reader.tag === dictionary.tag) return 4;
  if (reader.language !== dictionary.language || /^X[A-C]$/.test(dictionary.region ?? '')) {
    return 0;
  }
  if (reader.script !== dictionary.script) return 0.5;
  if (reader.region === dictionary.region) return 3;
  return groupOf(reader) === groupOf(dictionary) ? 2 : 1;
}

/**
 * The readers' languages, best first: a list of tags (`navigator.languages`, a route segment)
 * in order, or an `Accept-Language` header (`de-CH, de;q=0.9, en;q=0.8`) by its weights.
 */
function preferencesOf(preferences: string | readonly string[]): string[] {
  if (typeof preferences !== 'string') return [...preferences];
  return preferences
    .split(',')
    .map((part, index) => {
      const [tag = '', ...parameters] = part.split(';');
      const weight = parameters.map((p) => /^\s*q\s*=\s*([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { tag: tag.trim(), q: weight === undefined ? 1 : Number(weight), index };
    })
    .filter(({ tag, q }) => tag !== '' && q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map(({ tag }) => tag);
}

/**
 * The best of the `offered` dictionaries for a reader's languages: for the first preference that
 * any fits, the dictionary of the same tag, else of the same language and script (the same
 * region first: `pt` → `ptBR`, `zh-HK` → `zhTW`, `es-MX` → `es419`), else of the same language
 * (`no` → `nb`, `sr-Latn` → `sr`). `*` takes the first offered. None fits: the offered `en`,
 * else latchkey's `en`.
 *
 * @param preferences `navigator.languages`, an `Accept-Language` header (its `q` weights
 *   order it), or a tag from the route.
 * @example
 * <AuthUIProvider localization={pickLocale(navigator.languages, [en, de, fr, ptBR])}>
 * // on a server: pickLocale(request.headers.get('accept-language') ?? '', offered)
 */
export function pickLocale(
  preferences: string | readonly string[],
  offered: readonly AuthLocalization[],
): AuthLocalization {
  const dictionaries = offered.map((dictionary) => ({ dictionary, tag: parse(dictionary.locale) }));
  for (const preference of preferencesOf(preferences)) {
    if (preference.trim() === '*') return offered[0] ?? en;
    const reader = parse(preference);
    if (reader === undefined) continue;
    let best: AuthLocalization | undefined;
    let bestFit = 0;
    for (const { dictionary, tag } of dictionaries) {
      const score = tag === undefined ? 0 : closeness(reader, tag);
      if (score > bestFit) [best, bestFit] = [dictionary, score];
    }
    if (best !== undefined) return best;
  }
  return offered.find((dictionary) => dictionary.locale === 'en') ?? en;
}
