import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// Right to left (issue 18 item 3) comes from logical CSS properties alone: a physical side in
// styles.css would stay on the left in Arabic and Hebrew. Comments may name sides.

const css = readFileSync(new URL('../../src/styles.css', import.meta.url), 'utf8').replace(
  /\/\*[\s\S]*?\*\//g,
  '',
);

/** Each declaration `property: value` of the stylesheet. */
const declarations = [...css.matchAll(/([-\w]+)\s*:\s*([^;{}]+)[;}]/g)].map((match) => ({
  property: match[1] ?? '',
  value: (match[2] ?? '').trim(),
}));

describe('styles.css', () => {
  it('has declarations to check', () => {
    expect(declarations.length).toBeGreaterThan(100);
  });

  it('names no physical side: inline-start/end and block-start/end only', () => {
    const physical = declarations.filter(
      ({ property, value }) =>
        /(^|-)(left|right)(-|$)/.test(property) ||
        (/^(text-align|float|clear|justify-self|justify-content|justify-items)$/.test(property) &&
          /\b(left|right)\b/.test(value)),
    );
    expect(physical).toEqual([]);
  });
});
