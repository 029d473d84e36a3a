import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { render, target } from '../../scripts/confusables-table.mjs';
import { confusablesTable } from '../../src/server/confusables-table';
import { usernameSkeleton } from '../../src/server/username-skeleton';

// The skeleton alone (UTS #39, with the service's table): which spellings are one username.
describe('the username skeleton', () => {
  // Each row: spellings that look alike, so they must have one skeleton.
  const alike: [string, string[]][] = [
    ['joe', ['jоe', 'JOE', 'ｊｏｅ', 'jΟe', 'j0e', 'jo\u200be', ' joe ']],
    // confusables.txt: I, 1, | and ǀ (U+01C0) are l; case-insensitive, I is i too.
    ['lisa', ['Iisa', '1isa', '|isa', 'ǀisa', 'lIsa', 'ιisa', 'ıisa', 'іisa', 'ӏisa']],
    ['bill', ['BILL', 'b1ll', 'bIll', 'b|||', 'bI1|']],
    // m is rn, w is vv: each spelling of a run meets the others.
    ['rnary', ['mary', 'MARY', 'rnаry']],
    ['vvv', ['wv', 'vw', 'VVV', 'Wv', 'ԝv', 'νw']],
    ['owen', ['ovven', 'OWEN', 'оԝеn']],
  ];
  it.each(alike)('%s: its look-alikes have its skeleton', (name, spellings) => {
    for (const spelling of spellings)
      expect(usernameSkeleton(spelling), spelling).toBe(usernameSkeleton(name));
  });

  // Issue 35: look-alikes outside the built-in table (19 of 19 were accepted), now read from
  // Unicode's confusables.txt.
  const confusable: [string, string[]][] = [
    ['tom', ['tօm', 'Ꭲom', 'ꓔom', 'тom', 'тօм']],
    ['greg', ['ɡreg', 'ɢʀᴇɢ', 'ցreg', 'GREG']],
    ['kacey', ['κacey', 'kaϲey', 'кacey', 'kaᏟey', 'ᴋᴀᴄᴇʏ']],
    ['josé', ['jose\u064e', 'jose\u0954', 'JOSÉ']],
    ['ivana', ['İvana', 'İVANA', 'ɪvana']],
    ['sun', ['ѕսn', 'ꓢun']],
  ];
  it.each(confusable)('%s: its look-alikes in confusables.txt have its skeleton', (name, twins) => {
    for (const twin of twins) expect(usernameSkeleton(twin), twin).toBe(usernameSkeleton(name));
  });

  it('reads a table that is what scripts/confusables-table.mjs writes from unhomoglyph', () => {
    expect(readFileSync(target, 'utf8')).toBe(render());
  });

  it('is idempotent over every entry of the table', () => {
    for (const line of confusablesTable.split('\n')) {
      for (const sample of [line, Array.from(line).slice(1).join(''), `a${line}z`]) {
        const once = usernameSkeleton(sample);
        expect(usernameSkeleton(once), JSON.stringify(sample)).toBe(once);
      }
    }
  });

  it('keeps apart what does not look alike', () => {
    const apart: [string, string][] = [
      ['zoe', 'zoë'],
      ['vv', 'vvv'],
      ['rn', 'rnn'],
      ['ann', 'anna'],
      ['dan', 'clan'],
    ];
    for (const [one, other] of apart)
      expect(usernameSkeleton(one), `${one} / ${other}`).not.toBe(usernameSkeleton(other));
  });

  it('is idempotent: a skeleton is its own skeleton', () => {
    const samples = [
      'vvv',
      'wv',
      'rnm',
      'Il1|ǀ',
      '¨joe',
      ' ´ann',
      'İstanbul',
      'ﬃ',
      'ΣΑΣ',
      '\u200bmw\u200b',
      ...Array.from({ length: 0x2400 }, (_, i) => String.fromCodePoint(0x20 + i)),
    ];
    for (const sample of samples) {
      const once = usernameSkeleton(sample);
      expect(usernameSkeleton(once), JSON.stringify(sample)).toBe(once);
    }
  });
});
