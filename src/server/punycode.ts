// Punycode (RFC 3492) decoding, for the email skeleton: an `xn--` label of a domain is the
// ASCII spelling IDNA gives a Unicode label (`xn--bcher-kva` is `bücher`), so the two name one
// domain. Decoding only, and small: browsers have no ToUnicode, and node:url is not in the
// service's browser build.

/** Punycode's digits: a-z are 0-25, 0-9 are 26-35. */
const DIGITS = 'abcdefghijklmnopqrstuvwxyz0123456789';

/**
 * The Unicode label an `xn--` label (lower case) spells, or undefined when it is not one: not
 * valid Punycode, or holding no character beyond ASCII (IDNA never writes `xn--` for those,
 * so `xn--example-` stays a label of its own rather than `example`).
 */
export function decodeXnLabel(label: string): string | undefined {
  if (!label.startsWith('xn--')) return undefined;
  const input = label.slice(4);
  const delimiter = input.lastIndexOf('-');
  const output = delimiter > 0 ? Array.from(input.slice(0, delimiter)) : [];
  let at = delimiter > 0 ? delimiter + 1 : 0;
  let code = 128;
  let index = 0;
  let bias = 72;
  try {
    while (at < input.length) {
      const before = index;
      for (let weight = 1, k = 36; ; k += 36) {
        const digit = DIGITS.indexOf(input.charAt(at++) || '!');
        if (digit < 0) return undefined;
        index += digit * weight;
        const threshold = Math.min(Math.max(k - bias, 1), 26);
        if (digit < threshold) break;
        weight *= 36 - threshold;
      }
      const length = output.length + 1;
      // RFC 3492's bias adaptation.
      let delta = before ? (index - before) >> 1 : Math.floor(index / 700);
      delta += Math.floor(delta / length);
      for (bias = 0; delta > 455; bias += 36) delta = Math.floor(delta / 35);
      bias += Math.floor((36 * delta) / (delta + 38));
      code += Math.floor(index / length);
      index %= length;
      // A code point past U+10FFFF (or NaN from an overflow) throws RangeError.
      output.splice(index++, 0, String.fromCodePoint(code));
    }
  } catch {
    return undefined;
  }
  const decoded = output.join('');
  return /[^\0-\x7f]/.test(decoded) ? decoded : undefined;
}
