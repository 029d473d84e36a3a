import { domainToASCII, domainToUnicode } from 'node:url';
import { describe, expect, it } from 'vitest';
import { confusablesTable } from '../../src/server/confusables-table';
import { asciiEmailSkeleton, emailSkeleton } from '../../src/server/email-skeleton';
import { decodeXnLabel } from '../../src/server/punycode';
import { lookupKey } from '../../src/server/store/auth-store';

// The email skeleton alone: which spellings are one account (issue 35's look-alike emails).
describe('the email skeleton', () => {
  // Each row: an address, then spellings that look like it or name its mailbox.
  const alike: [string, string[]][] = [
    [
      'victim@example.test',
      [
        'vіctim@example.test', // Cyrillic і
        'victim@exаmple.test', // Cyrillic а
        'VΙCTΙM@EXAMPLE.TEST', // Greek capital iota
        'ｖｉｃｔｉｍ@ｅｘａｍｐｌｅ．ｔｅｓｔ', // full-width
        'victim@example。test', // ideographic full stop
        'victim@example｡test', // its half-width form
        'ⅴictim@exampⅼe.test', // Roman numerals
        'victim@xn--exmple-4nf.test', // exаmple, as IDNA spells it
        'vi\u0307ctim@example.test', // i and a combining dot
        'vİctim@example.test', // İ: I and a dot, lower-cased an i
      ],
    ],
    // The homograph of apple.com (Cyrillic а, р, palochka ӏ, е), in Unicode and as IDNA writes it.
    ['ceo@apple.com', ['ceo@аррӏе.com', 'ceo@xn--80ak6aa92e.com', 'сео@apple.com']],
    // Capitals by their own look (Cyrillic В, Greek Ν), small capitals, Armenian օ, Cherokee.
    ['bob@x.test', ['ВОВ@x.test', 'ʙoʙ@x.test', 'bօb@x.test']],
    ['noe@x.test', ['ΝΟΕ@x.test', 'ɴoe@x.test']],
    ['tom@x.test', ['том@x.test', 'ТОМ@x.test', 'Ꭲom@x.test']],
    // One mailbox: a Unicode domain and its xn-- label; case; NFD.
    ['anna@bücher.test', ['anna@xn--bcher-kva.test', 'ANNA@BÜCHER.TEST', 'anna@bu\u0308cher.test']],
  ];
  it.each(alike)('%s: its look-alikes have its skeleton', async (email, spellings) => {
    for (const spelling of spellings)
      expect(await emailSkeleton(spelling), spelling).toBe(await emailSkeleton(email));
  });

  // Different mailboxes: ASCII letters are never one another, marks and other scripts' words count.
  const apart: string[][] = [
    ['ali@x.test', 'all@x.test', 'a1i@x.test', 'aii@x.test', 'a|i@x.test'],
    ['m@x.test', 'rn@x.test'],
    ['w@x.test', 'vv@x.test'],
    ['oo@x.test', 'o0@x.test'],
    ['d@x.test', 'cl@x.test'],
    ['u@example.test', 'u@examp1e.test', 'u@exarnple.test', 'u@xn--example-.test'],
    ['zoe@x.test', 'zoë@x.test'],
    ['ivan@x.test', 'иван@x.test'],
  ];
  it.each(apart)('%s: these are different mailboxes', async (...emails) => {
    const skeletons = await Promise.all(emails.map(emailSkeleton));
    expect(new Set(skeletons).size, skeletons.join(' ')).toBe(emails.length);
  });

  it('leaves an ASCII address as the service compares it (trimmed, lower-cased)', async () => {
    for (let code = 0x21; code < 0x7f; code++) {
      const char = String.fromCharCode(code);
      for (const email of [`a${char}Z@x.test`, `${char}@d${char}.Test`, `A@${char}`]) {
        expect(await emailSkeleton(email), email).toBe(lookupKey(email));
        // The SQL stores' shortcut at start gives the same, without the work.
        if (!email.toLowerCase().includes('xn--'))
          expect(asciiEmailSkeleton(email), email).toBe(lookupKey(email));
      }
    }
  });

  it('is idempotent over every entry of the table, in either half of an address', async () => {
    for (const line of confusablesTable.split('\n')) {
      for (const email of [`${line}@x.test`, `a@${line}.test`, `a${line}z@x${line}.test`]) {
        const once = await emailSkeleton(email);
        expect(await emailSkeleton(once), JSON.stringify(email)).toBe(once);
      }
    }
  });
});

describe('decodeXnLabel (Punycode)', () => {
  it('reads the label IDNA writes for a Unicode label', () => {
    const labels = ['bücher', 'exаmple', 'аррӏе', '日本', 'münchen', 'παράδειγμα', 'δοκιμή', '😀x'];
    for (const label of labels) {
      const ascii = domainToASCII(label);
      expect(ascii.startsWith('xn--'), label).toBe(true);
      expect(decodeXnLabel(ascii), label).toBe(domainToUnicode(ascii));
    }
  });

  it('reads no other label: plain ones, ASCII-only decodings, invalid Punycode', () => {
    for (const label of ['example', 'xn--example-', 'xn--', 'xn--99999999999999999999', 'xn--a!'])
      expect(decodeXnLabel(label), label).toBeUndefined();
  });
});
