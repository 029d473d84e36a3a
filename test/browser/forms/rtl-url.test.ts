import { ar, fa, he, ur } from 'latchkey/ui';
import { describe, expect, it } from 'vitest';

// In a right-to-left sentence `https://` is a run of weak characters: without a left-to-right
// mark after it, the browser lays it out as `//:https`. Measured in Chromium: the visual order
// of its characters in each right-to-left dictionary's message.

/** The left edge of the character at `index` of `node`'s text, as laid out. */
function leftOf(node: Text, index: number) {
  const range = document.createRange();
  range.setStart(node, index);
  range.setEnd(node, index + 1);
  return range.getBoundingClientRect().left;
}

describe('a URL in a right-to-left message', () => {
  it.each([
    ['ar', ar],
    ['he', he],
    ['fa', fa],
    ['ur', ur],
  ])('%s: "https://" reads left to right', (_, t) => {
    const paragraph = document.createElement('p');
    paragraph.dir = 'rtl';
    paragraph.lang = t.locale;
    paragraph.textContent = t.errorInvalidUrl;
    paragraph.style.width = '40rem';
    document.body.append(paragraph);
    try {
      const text = paragraph.firstChild as Text;
      const at = t.errorInvalidUrl.indexOf('https://');
      expect(at).toBeGreaterThan(-1);
      // h, t, t, p, s, :, /, / from left to right.
      const lefts = Array.from({ length: 8 }, (__, offset) => leftOf(text, at + offset));
      expect(lefts).toEqual([...lefts].sort((a, b) => a - b));
    } finally {
      paragraph.remove();
    }
  });
});
