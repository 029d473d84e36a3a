import { readFileSync } from 'node:fs';
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';
import { describe, expect, it } from 'vitest';
import {
  buildCommonPasswordList,
  buildStrengthDictionary,
  COMMON,
  listTarget,
  target,
  // @ts-expect-error: a plain .mjs script, no declarations
} from '../../scripts/strength-dictionary.mjs';
import type { PasswordStrength } from '../../src/ui/password-strength/guess';
import { commonPasswords } from '../../src/ui/password-strength/strength-dictionary';
import { unpackWords } from '../../src/ui/password-strength/unpack-words';
import { scoreStrength } from '../../src/ui/password-strength/zxcvbn-scorer';

// The meter scores with a dictionary of its own (the passwords the service refuses, two
// keyboard graphs: ~30 KB gzip) instead of the whole of @zxcvbn-ts/language-common (~230 KB).
// Held here to the full package's verdicts on a fixed sample.

const full = new ZxcvbnFactory({ graphs: adjacencyGraphs, dictionary });
const fullStrength = (password: string): PasswordStrength => {
  if (password.length < 8) return 'weak';
  const { score } = full.check(password.slice(0, 100));
  return score < 2 ? 'weak' : score === 2 ? 'fair' : 'strong';
};

/** A seeded generator (mulberry32): the same sample on every run. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const next = random(20261126);
const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
const between = (low: number, high: number) => low + Math.floor(next() * (high - low + 1));

const words = dictionary['diceware-common'];
const capital = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
const passphrase = () => {
  const chosen = Array.from({ length: between(2, 5) }, () => pick(words));
  const joined = chosen
    .map((word) => (next() < 0.3 ? capital(word) : word))
    .join(pick(['', ' ', '-', '.', '_']));
  return next() < 0.3 ? `${joined}${between(0, 99)}` : joined;
};
const charsets = [
  'abcdefghijklmnopqrstuvwxyz',
  'abcdefghijklmnopqrstuvwxyz0123456789',
  'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789',
  'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789!@#$%^&*-_=+?',
];
const randomString = () => {
  const charset = pick(charsets);
  return Array.from({ length: between(8, 18) }, () => pick([...charset])).join('');
};
const rows = [
  '1234567890',
  'qwertyuiop',
  'asdfghjkl',
  'zxcvbnm',
  '1qaz2wsx3edc4rfv5tgb',
  '789456123',
  '147258369',
  'zaq12wsxcde3',
];
const walk = () => {
  const row = pick(rows);
  const start = between(0, row.length - 4);
  let text = row.slice(start, start + between(4, row.length - start));
  if (next() < 0.5) text += pick(rows).slice(0, between(3, 6));
  if (next() < 0.3) text = capital(text);
  if (next() < 0.4) text += pick(['!', '1', '12', '123', '2024', '#', '']);
  return text;
};

const common = dictionary['passwords-common'].slice(0, 250);
const generated = Array.from(
  { length: 250 },
  (_, index) => [passphrase, randomString, walk][index % 3]?.() ?? '',
);
const sample = [...common, ...generated];

describe("the meter's own dictionary", () => {
  it('is what scripts/strength-dictionary.mjs builds from the npm package', () => {
    // Building it scores the rest of the list (~30 s alone): CI waits for that, not a timer.
    expect(readFileSync(target, 'utf8')).toBe(buildStrengthDictionary());
    // And the service's list (src/server/common-password-list.ts), from the same package.
    expect(readFileSync(listTarget, 'utf8')).toBe(buildCommonPasswordList());
  }, 600_000);

  it('holds the passwords the service refuses, and the walks of the rest, by rank band', () => {
    const unpacked = unpackWords(commonPasswords);
    const list = dictionary['passwords-common'];
    const band = (rank: number) => Math.floor(Math.log2(rank));
    const rankOf = new Map(unpacked.map((word, index) => [word, index + 1]));
    for (const [index, word] of list.slice(0, COMMON).entries()) {
      // Its rank, to within its band of doubling width (1, 2-3, 4-7, ...).
      expect(band(rankOf.get(word) ?? 0), word).toBe(band(index + 1));
    }
    const refused = new Set(list.slice(0, COMMON));
    const walks = unpacked.filter((word) => word && !refused.has(word));
    expect(walks).toEqual(expect.arrayContaining(['2wsx3edc', '32165498', '25021983']));
    // Words of the rest that are no pattern are left out: the service accepts them.
    expect(walks).not.toContain('serpentine');
    expect(walks.length).toBeLessThan(2000);
  });

  it('calls every password the service refuses weak', () => {
    const notWeak = dictionary['passwords-common']
      .slice(0, COMMON)
      .filter((password) => scoreStrength(password) !== 'weak');
    expect(notWeak).toEqual([]);
    // 10,000 zxcvbn checks: seconds on a busy machine. A bound for a hang, not a wait.
  }, 120_000);

  it('agrees with the full package on at least 98 % of 500 passwords, never Strong for its Weak', () => {
    expect(new Set(sample).size).toBeGreaterThan(495);
    const differ = sample
      .map((password) => ({ password, full: fullStrength(password), own: scoreStrength(password) }))
      .filter(({ full: a, own }) => a !== own);
    expect(differ.filter(({ full: a, own }) => a === 'weak' && own === 'strong')).toEqual([]);
    expect(differ.length / sample.length, JSON.stringify(differ)).toBeLessThanOrEqual(0.02);
  });
});
