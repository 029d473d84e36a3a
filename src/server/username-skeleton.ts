// A confusable skeleton for usernames, after UTS #39 (Unicode Security Mechanisms, section 4):
// two usernames with the same skeleton look alike, so they are one username. The table below
// is the common part of Unicode's confusables.txt, not all of it (see docs/service.md): the
// Cyrillic and Greek letters that look like Latin ones, upper and lower case, dotless i and
// Latin alpha, the digits 0 and 1, the bars, and m → rn and w → vv (confusables.txt's own
// prototypes: they expand, so `rn`/`m` and `vvv`/`wv`/`vw` meet). NFKC first folds full-width
// forms, ligatures, mathematical and other compatibility letters; characters that do not show
// (zero-width, bidi controls, soft hyphen, ...) are dropped.
//
// `l`, `I`, `1`, `|` and `ǀ` are one letter in confusables.txt. Usernames are also compared
// case-insensitively, which makes `I` and `i` one letter: so `i` and everything like it is `l`
// here too (`ali` and `all` are one username: the safer mistake, a second choice of name).

/** Single characters and the Latin letter they look like. */
const LOOKS_LIKE: Readonly<Record<string, string>> = {
  // Cyrillic, lower case.
  а: 'a',
  с: 'c',
  ԁ: 'd',
  е: 'e',
  һ: 'h',
  і: 'l',
  ј: 'j',
  ӏ: 'l',
  о: 'o',
  р: 'p',
  ԛ: 'q',
  ѕ: 's',
  у: 'y',
  ү: 'y',
  ԝ: 'w',
  х: 'x',
  // Cyrillic, upper case.
  А: 'a',
  В: 'b',
  С: 'c',
  Е: 'e',
  Н: 'h',
  І: 'l',
  Ј: 'j',
  К: 'k',
  Ӏ: 'l',
  М: 'm',
  О: 'o',
  Р: 'p',
  Ԛ: 'q',
  Ѕ: 's',
  Т: 't',
  Ԝ: 'w',
  Х: 'x',
  У: 'y',
  Ү: 'y',
  // Greek, lower case.
  α: 'a',
  ι: 'l',
  ν: 'v',
  ο: 'o',
  ρ: 'p',
  υ: 'u',
  // Greek, upper case.
  Α: 'a',
  Β: 'b',
  Ε: 'e',
  Η: 'h',
  Ι: 'l',
  Κ: 'k',
  Μ: 'm',
  Ν: 'n',
  Ο: 'o',
  Ρ: 'p',
  Τ: 't',
  Υ: 'y',
  Χ: 'x',
  Ζ: 'z',
  // Latin and common signs: i, I, l, 1 and the bars are one letter (see above).
  i: 'l',
  I: 'l',
  ı: 'l',
  ǀ: 'l',
  ɑ: 'a',
  '0': 'o',
  '1': 'l',
  '|': 'l',
  // Letters confusables.txt spells with two: expanded, so the two-letter spelling meets them.
  m: 'rn',
  w: 'vv',
};

/** Characters that do not show: dropped before comparing. */
const invisible = /[\p{Cc}\p{Cf}\p{Default_Ignorable_Code_Point}]/gu;

const mapChars = (text: string) => Array.from(text, (char) => LOOKS_LIKE[char] ?? char).join('');

/**
 * The skeleton two look-alike usernames share: NFKC (full-width `ｊｏｅ` is `joe`), invisible
 * characters dropped and the ends trimmed, decomposed (so `ё` is `е` plus its diaeresis, like
 * `ë`), each look-alike mapped to its Latin spelling (before and after lower-casing, so capital
 * look-alikes are caught too), and composed again (NFC). `jоe` with a Cyrillic `о`, `JOE` and
 * `ｊｏｅ` all have the skeleton `joe`; `Bill`, `b1ll` and `bIll` all `blll`; `mw` is `rnvv`.
 * Idempotent: a skeleton is its own skeleton.
 */
export function usernameSkeleton(username: string): string {
  const decomposed = username.normalize('NFKC').replace(invisible, '').trim().normalize('NFD');
  return mapChars(mapChars(decomposed).toLowerCase()).normalize('NFC');
}
