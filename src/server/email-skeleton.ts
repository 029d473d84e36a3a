import { CONFUSABLE, LOOKS_LIKE, skeletonOf } from './skeleton';

// A confusable skeleton for emails (UTS #39, the tables of skeleton.ts): two addresses with the
// same skeleton look alike (or are one mailbox), so they cannot be two accounts of one app.
// Unlike usernames, an ASCII character is never mapped to another: `ali@` and `all@`, `rn@` and
// `m@`, `o0@` and `oo@` are different mailboxes. So an ASCII address's skeleton is the address
// as the service already compares it (trimmed, lower-cased), with one exception below (`xn--`).
// Mapped: characters beyond ASCII that look like Latin ones (Cyrillic `а`, Greek `ο`, Armenian
// `օ`, Cherokee, Lisu, IPA, small capitals, ...; a capital by its own look, `В` is `b`, before
// lower-casing), compatibility forms by NFKC (full-width `ｊｏｅ`, `ⅼ`, the full-width dot), and
// the ideographic full stop `。`, which IDNA reads as a domain's dot. Where confusables.txt says
// `l` for the Cyrillic and Greek capital I (`І`, `Ι`) it is `i` here, as their small letters
// (`і`, `ι`) and `ı`: a Latin `I` in an address is an `i`. Where it says `rn` (an m-like) it is
// `m`. Strokes without a dot that look like both `I` and `l` are `l`: the Cyrillic palochka
// `ӏ` (`аррӏе.com`, the well-known homograph of `apple.com`), `ǀ`, Hebrew vav, Arabic alef. One
// skeleton cannot be both, and ASCII `i` and `l` stay apart.
//
// The domain: an `xn--` label is the Unicode label IDNA spells that way, so `bücher.test` and
// `xn--bcher-kva.test` are one domain (one mailbox), and `xn--exmple-4nf.test` (`exаmple` with a
// Cyrillic `а`) a look-alike of `example.test`. The Punycode decoder (punycode.ts) is imported
// on the first such label, not at start: in a browser it stays out of the initial bundle.

/**
 * The Cyrillic and Greek i-likes and `ı` (the service's table, for usernames, makes them `l`)
 * and the ideographic full stop.
 */
const EMAIL_LOOKS_LIKE: Readonly<Record<string, string>> = {
  І: 'i',
  Ι: 'i',
  і: 'i',
  ι: 'i',
  ı: 'i',
  '。': '.',
};

/** A character's prototype: none for ASCII; else the email's, the service's, confusables.txt's. */
function emailChar(char: string): string | undefined {
  if (char < '\u0080') return undefined;
  return EMAIL_LOOKS_LIKE[char] ?? (LOOKS_LIKE[char] ?? CONFUSABLE.get(char))?.replace('rn', 'm');
}

const skeleton = (text: string) => skeletonOf(text, emailChar);

/**
 * The skeleton two look-alike addresses (or two spellings of one mailbox) share: the local part
 * and the domain each folded by the email rule (see above), the domain's `xn--` labels read as
 * their Unicode labels. `vіctim@exаmple.test` (Cyrillic `і`, `а`), `ｖｉｃｔｉｍ@example．test`
 * and `victim@xn--exmple-4nf.test` all have the skeleton `victim@example.test`; `ali@x.test` and
 * `all@x.test` keep their own. Idempotent: a skeleton is its own skeleton. Async only for the
 * Punycode decoder's first import.
 */
export async function emailSkeleton(email: string): Promise<string> {
  const at = email.lastIndexOf('@');
  if (at < 0) return skeleton(email);
  const labels = skeleton(email.slice(at + 1)).split('.');
  if (labels.some((label) => label.startsWith('xn--'))) {
    // Imported on the first such label (then the module cache answers).
    const { decodeXnLabel } = await import('./punycode');
    for (const [index, label] of labels.entries()) {
      const unicode = decodeXnLabel(label);
      if (unicode !== undefined) labels[index] = skeleton(unicode);
    }
  }
  return `${skeleton(email.slice(0, at))}@${labels.join('.')}`;
}

/**
 * The skeleton of an address of visible ASCII without `xn--`, which is the address lower-cased
 * (what emailSkeleton gives it, without its work: about 1 µs instead of 30, for the SQL stores'
 * pass over every account at start); undefined for any other address.
 */
export function asciiEmailSkeleton(email: string): string | undefined {
  const lower = email.toLowerCase();
  return /^[!-~]*$/.test(lower) && !lower.includes('xn--') ? lower : undefined;
}
