import { expect, onTestFinished } from 'vitest';
import { page as browser } from 'vitest/browser';

/**
 * The test page at `width` × 640 CSS px (a phone held upright at 320), back to the project's
 * 414 × 896 when the test ends.
 */
export async function atWidth(width: number) {
  await browser.viewport(width, 640);
  await expect.poll(() => window.innerWidth).toBe(width);
  onTestFinished(async () => {
    await browser.viewport(414, 896);
  });
}

/** The one element matching `selector`, or a failure naming it. */
export function only<T extends Element = HTMLElement>(
  selector: string,
  root: ParentNode = document,
) {
  const found = root.querySelector<T>(selector);
  if (!found) throw new Error(`no ${selector}`);
  return found;
}

/** The width of `element`'s text as laid out (its words, not its box). */
export function textWidth(element: Element): number {
  const range = document.createRange();
  range.selectNodeContents(element);
  return range.getBoundingClientRect().width;
}

/**
 * Whether the font `name` (its full or PostScript name, `NotoSansBengali-Regular`) is on this
 * machine: a face loaded from `local()` finds it, or fails.
 */
export async function isInstalled(name: string): Promise<boolean> {
  try {
    await new FontFace('latchkey probe', `local("${name}")`).load();
    return true;
  } catch {
    return false;
  }
}

/**
 * The words of `element` not set in `family` (with their widths): each word of it in
 * `family` is as wide when `family` is named alone (a different face, or a fallback to another,
 * lays the same letters out wider or narrower). Word by word, without joiners (U+200C, U+200D):
 * the space between two words, and a joiner in one, may come from the stack's first face.
 */
export function wordsNotIn(element: HTMLElement, family: string): string[] {
  const probe = element.appendChild(document.createElement('span'));
  // On a line of its own, unbroken: a word wrapped in two measures as its wider half.
  probe.style.cssText = 'position: absolute; white-space: nowrap';
  try {
    return (element.textContent ?? '')
      .replace(/[\u200c\u200d]/g, '')
      .split(/\s+/)
      .filter(Boolean)
      .flatMap((word) => {
        probe.textContent = word;
        probe.style.fontFamily = '';
        const inStack = textWidth(probe);
        probe.style.fontFamily = `"${family}"`;
        const alone = textWidth(probe);
        return Math.abs(alone - inStack) < 0.5
          ? []
          : [`${word}: ${inStack} px, ${alone} in ${family}`];
      });
  } finally {
    probe.remove();
  }
}
