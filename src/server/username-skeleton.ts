import { confusablesTable } from './confusables-table';

// A confusable skeleton for usernames, after UTS #39 (Unicode Security Mechanisms, section 4):
// two usernames with the same skeleton look alike, so they are one username. The table is
// Unicode's confusables.txt, the entries whose prototype is Latin (or common signs and marks),
// generated into confusables-table.ts by scripts/confusables-table.mjs: Cyrillic, Greek,
// Armenian, Cherokee, Lisu, IPA and other letters that look like Latin ones. The table below
// adds what the service decides beyond it: case (usernames are compared case-insensitively,
// so small capitals are their letters), and m → rn and w → vv (confusables.txt's own
// prototypes: they expand, so `rn`/`m` and `vvv`/`wv`/`vw` meet). NFKC first folds full-width
// forms, ligatures, mathematical and other compatibility letters; characters that do not show
// (zero-width, bidi controls, soft hyphen, ...) are dropped.
//
// `l`, `I`, `1`, `|` and `ǀ` are one letter in confusables.txt. Usernames are also compared
// case-insensitively, which makes `I` and `i` one letter: so `i` and everything like it is `l`
// here too (`ali` and `all` are one username: the safer mistake, a second choice of name), and
// the dot of `İ` (I and a combining dot) goes with it.

/** confusables.txt's entries, a code point to its prototype. */
const CONFUSABLE: ReadonlyMap<string, string> = new Map(
  confusablesTable.split('\n').map((line) => {
    const [source = '', ...prototype] = Array.from(line);
    return [source, prototype.join('')];
  }),
);

/** The service's own: single characters and the Latin letters they look like (before the table). */
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
  // Small capitals are their letters (case does not count), and the prototypes confusables.txt
  // gives Cyrillic к, в, н, т, м and Greek κ (kra, small capitals, turned w) are Latin letters.
  ĸ: 'k',
  ᴀ: 'a',
  ʙ: 'b',
  ᴅ: 'd',
  ᴇ: 'e',
  ꜰ: 'f',
  ɢ: 'g',
  ʜ: 'h',
  ᴊ: 'j',
  ʟ: 'l',
  ʍ: 'rn',
  ɴ: 'n',
  ᴘ: 'p',
  ʀ: 'r',
  ᴛ: 't',
};

/** Characters that do not show: dropped before comparing. */
const invisible = /[\p{Cc}\p{Cf}\p{Default_Ignorable_Code_Point}]/gu;

/**
 * One pass: each look-alike mapped (the service's table first), folded by NFKC again (a
 * prototype may be a compatibility character: `%` is `º/₀`; `¨` is a space and a mark, so the
 * ends are trimmed again), lower-cased, decomposed.
 */
const mapChars = (text: string) =>
  Array.from(text, (char) => LOOKS_LIKE[char] ?? CONFUSABLE.get(char) ?? char)
    .join('')
    .normalize('NFKC')
    .trim()
    .toLowerCase()
    .normalize('NFD')
    // `İ` is I and a combining dot: the dot of an i, which is an l here.
    .replace(/l\u0307/g, 'l');

/**
 * The skeleton two look-alike usernames share: decomposed (so `ё` is `е` plus its diaeresis,
 * like `ë`), invisible characters dropped and the ends trimmed, then each look-alike mapped to
 * its prototype, NFKC (full-width `ｊｏｅ` is `joe`), lower-cased and decomposed, until nothing
 * changes (a prototype may be a capital: Cherokee `Ꭺ` is `A`, then `a`), and composed (NFC). `jоe`
 * with a Cyrillic `о`, `JOE`, `ｊｏｅ` and Armenian `jօe` all have the skeleton `joe`; `Bill`,
 * `b1ll` and `bIll` all `blll`; `mw` is `rnvv`. Idempotent: a skeleton is its own skeleton.
 */
export function usernameSkeleton(username: string): string {
  // The table is read before NFKC too: NFKC makes lunate sigma `ϲ` a σ, which looks like no c.
  let skeleton = username.normalize('NFD').replace(invisible, '').trim();
  // Two passes suffice for every entry (a prototype's capital maps once more); the bound is a
  // guard, and the idempotence test covers the table.
  for (let pass = 0; pass < 4; pass++) {
    const next = mapChars(skeleton);
    if (next === skeleton) break;
    skeleton = next;
  }
  return skeleton.normalize('NFC');
}
