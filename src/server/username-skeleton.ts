// A confusable skeleton for usernames, after UTS #39 (Unicode Security Mechanisms, section 4):
// two usernames with the same skeleton look alike, so they are one username. The table below
// is the common part of Unicode's confusables.txt, not all of it (see docs/service.md): the
// Cyrillic and Greek letters that look like Latin ones, upper and lower case, dotless i and
// Latin alpha, the digits 0 and 1 and the bar, and the pairs rn → m and vv → w. NFKC first
// folds full-width forms, ligatures, mathematical and other compatibility letters; characters
// that do not show (zero-width, bidi controls, soft hyphen, ...) are dropped.

/** Single characters and the Latin letter they look like. */
const LOOKS_LIKE: Readonly<Record<string, string>> = {
  // Cyrillic, lower case.
  а: 'a',
  с: 'c',
  ԁ: 'd',
  е: 'e',
  һ: 'h',
  і: 'i',
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
  І: 'i',
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
  ι: 'i',
  ν: 'v',
  ο: 'o',
  ρ: 'p',
  υ: 'u',
  // Greek, upper case.
  Α: 'a',
  Β: 'b',
  Ε: 'e',
  Η: 'h',
  Ι: 'i',
  Κ: 'k',
  Μ: 'm',
  Ν: 'n',
  Ο: 'o',
  Ρ: 'p',
  Τ: 't',
  Υ: 'y',
  Χ: 'x',
  Ζ: 'z',
  // Latin and common signs.
  ı: 'i',
  ɑ: 'a',
  '0': 'o',
  '1': 'l',
  '|': 'l',
};

/** Characters that do not show: dropped before comparing. */
const invisible = /[\p{Cc}\p{Cf}\p{Default_Ignorable_Code_Point}]/gu;

const mapChars = (text: string) => Array.from(text, (char) => LOOKS_LIKE[char] ?? char).join('');

/**
 * The skeleton two look-alike usernames share: NFKC (full-width `ｊｏｅ` is `joe`), invisible
 * characters dropped, decomposed (so `ё` is `е` plus its diaeresis, like `ë`), each look-alike
 * mapped to its Latin letter, lower-cased, `rn` read as `m` and `vv` as `w`, and composed again
 * (NFC). `jоe` with a Cyrillic `о`, `JOE` and `ｊｏｅ` all have the skeleton `joe`.
 */
export function usernameSkeleton(username: string): string {
  const decomposed = username.trim().normalize('NFKC').replace(invisible, '').normalize('NFD');
  return mapChars(mapChars(decomposed).toLowerCase())
    .replaceAll('rn', 'm')
    .replaceAll('vv', 'w')
    .normalize('NFC');
}
