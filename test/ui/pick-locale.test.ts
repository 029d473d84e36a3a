import { type AuthLocalization, en, pickLocale } from 'latchkey/ui';
import { describe, expect, it } from 'vitest';

// A dictionary per tag the app offers (the words do not matter here, the tags do), in the
// order an app lists them: its default first.
const offeredTags = [
  'en',
  'en-GB',
  'de',
  'fr',
  'es',
  'es-419',
  'pt-BR',
  'pt-PT',
  'nb',
  'zh-CN',
  'zh-TW',
  'sr-Cyrl',
  'fa',
  'en-XA',
];
const offered: AuthLocalization[] = offeredTags.map((locale) => ({ ...en, locale }));
const picked = (preferences: string | readonly string[], from = offered) =>
  pickLocale(preferences, from).locale;

describe('pickLocale', () => {
  it.each([
    // The same tag, whatever its case.
    [['de'], 'de'],
    [['EN-gb'], 'en-GB'],
    [['es-419'], 'es-419'],
    // A region the app has no dictionary for: the same language, its region group first.
    [['de-CH'], 'de'],
    [['fr-CA'], 'fr'],
    [['es-MX'], 'es-419'],
    [['es-AR'], 'es-419'],
    [['es-US'], 'es-419'],
    [['es-ES'], 'es'],
    [['es'], 'es'],
    [['en-US'], 'en'],
    [['en'], 'en'],
    [['en-AU'], 'en-GB'],
    [['en-IN'], 'en-GB'],
    [['pt'], 'pt-BR'],
    [['pt-AO'], 'pt-PT'],
    [['pt-BR'], 'pt-BR'],
    // Scripts: the same language in the same script first.
    [['zh'], 'zh-CN'],
    [['zh-HK'], 'zh-TW'],
    [['zh-MO'], 'zh-TW'],
    [['zh-SG'], 'zh-CN'],
    [['zh-Hant'], 'zh-TW'],
    [['sr'], 'sr-Cyrl'],
    [['sr-Latn'], 'sr-Cyrl'],
    [['sr-Latn-RS'], 'sr-Cyrl'],
    // Norwegian and Nynorsk readers read Bokmål.
    [['no'], 'nb'],
    [['nn-NO'], 'nb'],
    [['nb-NO'], 'nb'],
    // The first preference any dictionary fits wins, in order.
    [['ja', 'fr-BE', 'de'], 'fr'],
    [['fa-IR', 'en'], 'fa'],
    // Nothing fits, or no valid tag: en.
    [['ja'], 'en'],
    [['tlh'], 'en'],
    [['not a tag!', '12'], 'en'],
    [[], 'en'],
    [[''], 'en'],
    // The pseudo-locale only by its own tag.
    [['en-XA'], 'en-XA'],
    // `*`: any, the app's first.
    [['ja', '*'], 'en'],
    // Accept-Language headers: by q weight, then order; q=0 refuses.
    ['de-CH, de;q=0.9, en;q=0.8', 'de'],
    ['en;q=0.5, fr;q=0.9', 'fr'],
    ['ja, zh-HK;q=0.8, en;q=0.2', 'zh-TW'],
    ['fr;q=0, es-CO;q=0.3', 'es-419'],
    ['pt-PT;q=0.7,pt;q=0.9', 'pt-BR'],
    ['ja;q=0.9, *;q=0.1', 'en'],
    ['', 'en'],
  ] as const)('%j → %s', (preferences, tag) => {
    expect(picked(preferences)).toBe(tag);
  });

  it('`*` takes the first offered; with no en offered, nothing fitting gives latchkey’s en', () => {
    const [german, french] = [offered[2], offered[3]] as [AuthLocalization, AuthLocalization];
    expect(pickLocale(['*'], [french, german])).toBe(french);
    expect(pickLocale(['ja'], [french, german])).toBe(en);
    expect(pickLocale(['ja'], [])).toBe(en);
  });

  it('answers the offered dictionary itself, not a copy', () => {
    const chosen = pickLocale('de-AT', offered);
    expect(chosen).toBe(offered[2]);
  });
});
