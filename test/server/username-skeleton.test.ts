import { describe, expect, it } from 'vitest';
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
