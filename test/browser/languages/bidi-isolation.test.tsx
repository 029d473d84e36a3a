import { ar, fill, VerifyEmailForm } from 'latchkey/ui';
import { describe, expect, it, onTestFinished } from 'vitest';
import { showInApp } from '../forms/app-page';
import { only } from './page';

// Issue 36: an address in an Arabic sentence is bidi-isolated (U+2068 … U+2069, put in by the
// dictionary's formatter), so Chromium lays each character where the sentence means it: the
// sentence's period at its end (the left, right to left), the address read left to right with
// all of its characters (a `+` at its start stays there), and the period of an English message
// from the service with its words. Unit tests of the formatter: test/ui/bidi-isolation.test.tsx.

/** The box of the characters `from` … `to` of `element`'s one text node. */
function boxOf(element: Element, from: number, to: number): DOMRect {
  const node = element.firstChild;
  if (!(node instanceof Text) || element.childNodes.length !== 1) {
    throw new Error('one text node expected');
  }
  const range = document.createRange();
  range.setStart(node, from);
  range.setEnd(node, to);
  return range.getBoundingClientRect();
}

/** Where `value` is laid out in `element`'s text, and the sentence's last character. */
function layout(element: Element, value: string) {
  const text = element.textContent ?? '';
  const start = text.indexOf(value);
  expect(start, `${value} in "${text}"`).toBeGreaterThan(-1);
  const characters = [...value].map((_, index) => boxOf(element, start + index, start + index + 1));
  return {
    value: boxOf(element, start, start + value.length),
    characters,
    last: boxOf(element, text.length - 1, text.length),
  };
}

/** The characters of `value` in the order they are seen, left to right. */
const seen = (value: string, characters: DOMRect[]) =>
  [...value]
    .map((character, index) => ({ character, left: characters[index]?.left ?? 0 }))
    .sort((a, b) => a.left - b.left)
    .map(({ character }) => character)
    .join('');

describe('values in Arabic sentences, as Chromium lays them out', () => {
  it.each(['name@example.com', '+name@example.com'])(
    'verifyEmailDescription with %s: the address whole and in order, the period at the end',
    async (email) => {
      await showInApp(<VerifyEmailForm email={email} userId="user-1" />, { localization: ar });
      const description = only('.lk-description');
      expect(getComputedStyle(description).direction).toBe('rtl');
      expect(description.textContent?.endsWith('.')).toBe(true);
      const { value, characters, last } = layout(description, email);
      // Right to left, the sentence ends on the left: its period left of the address.
      expect(last.right).toBeLessThanOrEqual(value.left + 0.5);
      // The address reads left to right as typed, its `+` first.
      expect(seen(email, characters)).toBe(email);
    },
  );

  it('the period of the service’s English message stays with its words', () => {
    const message = 'Service unavailable.';
    const line = document.body.appendChild(document.createElement('p'));
    onTestFinished(() => line.remove());
    line.dir = 'rtl';
    line.lang = 'ar';
    line.style.cssText = 'font: 20px sans-serif; inline-size: 40rem';
    line.textContent = fill(ar, 'errorUnknown', { message });
    const { characters } = layout(line, message);
    expect(seen(message, characters)).toBe(message);
  });
});
