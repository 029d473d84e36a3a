import { userEvent } from 'vitest/browser';
import { truncatesWithTitle } from '../../../stories/support/reflow';
import { backgroundOf, contrast, contrastOver, parseColor } from './contrast';

/**
 * WCAG 2.2 measurements of what is on the page, each answering the list of what fails (empty
 * when all is well), so a test's message names the element and the number.
 */

const describe = (element: Element) => {
  const name =
    element.getAttribute('aria-label') ??
    element.getAttribute('name') ??
    element.textContent?.trim().slice(0, 30);
  return `${element.tagName.toLowerCase()}.${[...element.classList].join('.')} "${name ?? ''}"`;
};

const shown = (root: ParentNode, selector: string) =>
  [...root.querySelectorAll<HTMLElement>(selector)].filter((element) => element.checkVisibility());

/** Controls a user operates: buttons, links, inputs (the OTP boxes too). */
const controls = 'button, a[href], input, select, textarea';

/** 1.4.10 Reflow: nothing wider than the viewport, the page does not scroll sideways. */
export function reflowProblems(root: ParentNode): string[] {
  const width = document.documentElement.clientWidth;
  const problems: string[] = [];
  if (document.documentElement.scrollWidth > width)
    problems.push(`the page scrolls sideways: ${document.documentElement.scrollWidth} > ${width}`);
  for (const element of shown(root, '*')) {
    const box = element.getBoundingClientRect();
    if (box.left < -0.5 || box.right > width + 0.5)
      problems.push(`${describe(element)} spans ${box.left}..${box.right} of ${width}`);
  }
  return problems;
}

/**
 * 1.4.4 Resize text: every element's content fits its box (a box whose content is wider or
 * taller than itself overlaps or, with overflow hidden, cuts its text), but for a line cut with
 * an ellipsis whose title holds the whole text.
 */
export function clippingProblems(root: ParentNode): string[] {
  return shown(root, '*').flatMap((element) => {
    if (element instanceof SVGElement || !element.clientWidth) return [];
    const wide = element.scrollWidth > element.clientWidth + 1 && !truncatesWithTitle(element);
    const tall = element.scrollHeight > element.clientHeight + 1;
    return wide || tall
      ? [
          `${describe(element)}: content ${element.scrollWidth}×${element.scrollHeight} in ${element.clientWidth}×${element.clientHeight}`,
        ]
      : [];
  });
}

/**
 * 2.5.8 Target size (minimum): every control at least 24 × 24 CSS px, or, as the criterion's
 * spacing exception allows, a 24 px circle on its centre touches no other target nor another
 * small target's circle.
 */
export function targetSizeProblems(root: ParentNode): string[] {
  const targets = shown(root, controls).map((element) => ({
    element,
    box: element.getBoundingClientRect(),
  }));
  const small = targets.filter(({ box }) => box.width < 24 || box.height < 24);
  const centre = (box: DOMRect) => ({ x: box.x + box.width / 2, y: box.y + box.height / 2 });
  return small.flatMap(({ element, box }) => {
    const c = centre(box);
    const crowded = targets.some((other) => {
      if (other.element === element) return false;
      const near = {
        x: Math.max(other.box.left, Math.min(c.x, other.box.right)),
        y: Math.max(other.box.top, Math.min(c.y, other.box.bottom)),
      };
      if (Math.hypot(near.x - c.x, near.y - c.y) < 12) return true;
      const o = centre(other.box);
      return (
        small.some((s) => s.element === other.element) && Math.hypot(o.x - c.x, o.y - c.y) < 24
      );
    });
    return crowded
      ? [`${describe(element)} is ${box.width}×${box.height}, too close to another`]
      : [];
  });
}

const atLeast3 = (what: string, ratio: number) =>
  ratio < 3 ? [`${what}: ${ratio.toFixed(2)}:1`] : [];

/**
 * 1.4.11 Non-text contrast: the borders of inputs (the OTP boxes too) against the background
 * around them and their own, and the toggle's icon against the input it sits on.
 */
export function nonTextContrastProblems(root: ParentNode): string[] {
  const inputs = shown(root, 'input').flatMap((input) => {
    const style = getComputedStyle(input);
    const around = contrastOver(style.borderTopColor, backgroundOf(input, false));
    const inside = contrastOver(style.borderTopColor, backgroundOf(input));
    return atLeast3(`border of ${describe(input)}`, Math.max(around, inside));
  });
  const icons = shown(root, '.lk-toggle').flatMap((toggle) => {
    const input = toggle.parentElement?.querySelector('input');
    const path = toggle.querySelector('path');
    if (!input || !path) return [`${describe(toggle)} has no input or icon`];
    return atLeast3(
      `icon of ${describe(toggle)}`,
      contrastOver(getComputedStyle(path).stroke, backgroundOf(input)),
    );
  });
  return [...inputs, ...icons];
}

/** The outline drawn on the focused element, and what fails in it. */
function focusRingProblems(element: HTMLElement, contrastToo: boolean): string[] {
  const style = getComputedStyle(element);
  const width = Number.parseFloat(style.outlineWidth);
  if (!element.matches(':focus-visible')) return [`${describe(element)}: not :focus-visible`];
  if (style.outlineStyle === 'none' || width < 2)
    return [`${describe(element)}: outline ${style.outlineStyle} ${style.outlineWidth}`];
  if (!contrastToo) return [];
  const behind = backgroundOf(element, false);
  const ratio = Math.min(
    contrastOver(style.outlineColor, behind),
    // Inside a field (the toggle), the ring also crosses the input.
    ...[...(element.parentElement?.querySelectorAll('input') ?? [])].map((input) =>
      contrast(parseColor(style.outlineColor), backgroundOf(input)),
    ),
  );
  return atLeast3(`focus ring of ${describe(element)}`, ratio);
}

/**
 * 2.4.7 / 1.4.11: Tab through `root` from the start, as a keyboard user does; every control
 * reached shows a ring at least 2 px wide (and, with `contrastToo`, of 3:1 against what is
 * behind it). Answers the problems and how many controls were reached.
 */
export async function focusProblems(root: HTMLElement, contrastToo: boolean) {
  (document.activeElement as HTMLElement | null)?.blur();
  const problems: string[] = [];
  let reached = 0;
  for (let step = 0; step < 40; step++) {
    await userEvent.tab();
    const focused = document.activeElement;
    if (!(focused instanceof HTMLElement) || !root.contains(focused)) {
      if (reached) break;
      continue;
    }
    reached++;
    problems.push(...focusRingProblems(focused, contrastToo));
  }
  return { problems, reached };
}

/** In forced colors: inputs keep a visible border. */
export function forcedBorderProblems(root: ParentNode): string[] {
  return shown(root, 'input').flatMap((input) => {
    const style = getComputedStyle(input);
    return style.borderTopStyle === 'none' || Number.parseFloat(style.borderTopWidth) < 1
      ? [`${describe(input)}: border ${style.borderTopStyle} ${style.borderTopWidth}`]
      : [];
  });
}
