import { confusablesTable } from './confusables-table';

// The parts of a confusable skeleton (UTS #39, Unicode Security Mechanisms, section 4) that
// usernames (username-skeleton.ts) and emails (email-skeleton.ts) share: Unicode's
// confusables.txt, the entries whose prototype is Latin (or common signs and marks), generated
// into confusables-table.ts by scripts/confusables-table.mjs (Cyrillic, Greek, Armenian,
// Cherokee, Lisu, IPA and other letters that look like Latin ones), the service's own table
// read before it, and the loop that maps, folds and repeats until nothing changes. Each rule
// decides which characters it maps (emails never map an ASCII one).

/** confusables.txt's entries, a code point to its prototype. */
export const CONFUSABLE: ReadonlyMap<string, string> = new Map(
  confusablesTable.split('\n').map((line) => {
    const [source = '', ...prototype] = Array.from(line);
    return [source, prototype.join('')];
  }),
);

/**
 * The service's own: single characters and the Latin letters they look like (read before the
 * table). Written for usernames, where `i` and `l` are one letter and `m` is `rn`, `w` is `vv`
 * (see username-skeleton.ts); emails take the non-ASCII entries and read `l` as `i` for the
 * Cyrillic and Greek i-likes, `rn` as `m` (see email-skeleton.ts).
 */
export const LOOKS_LIKE: Readonly<Record<string, string>> = {
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
 * The skeleton of `text` under `lookAlike` (a character's prototype, or undefined to keep it):
 * decomposed (so `ё` is `е` plus its diaeresis, like `ë`), invisible characters dropped and the
 * ends trimmed; then, until nothing changes, each character mapped, NFKC (full-width `ｊｏｅ` is
 * `joe`; a prototype may be a compatibility character: `%` is `º/₀`), trimmed, lower-cased,
 * decomposed, and an `i` or `l` with the combining dot of `İ` made the letter alone (`İ` is `I`
 * and that dot: lower-cased, an i, whose dot it is); composed (NFC) at the end. Idempotent when
 * `lookAlike` maps no prototype it gives to something else.
 */
export function skeletonOf(text: string, lookAlike: (char: string) => string | undefined): string {
  // The table is read before NFKC too: NFKC makes lunate sigma `ϲ` a σ, which looks like no c.
  let skeleton = text.normalize('NFD').replace(invisible, '').trim();
  // Two passes suffice for every entry (a prototype's capital maps once more); the bound is a
  // guard, and the idempotence tests cover the table.
  for (let pass = 0; pass < 4; pass++) {
    const next = Array.from(skeleton, (char) => lookAlike(char) ?? char)
      .join('')
      .normalize('NFKC')
      .trim()
      .toLowerCase()
      .normalize('NFD')
      .replace(/([il])\u0307/g, '$1');
    if (next === skeleton) break;
    skeleton = next;
  }
  return skeleton.normalize('NFC');
}
