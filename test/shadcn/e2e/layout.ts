import { expect, type Locator } from '@playwright/test';

// Layout checks of the shadcn app's e2e run (flow.spec.ts), read from the page as laid out.
// Soft: a test goes on after one fails, so a run lists every check the items miss.

/**
 * Nothing in `root` (itself included) reaches past the screen's edges, and no box that clips
 * hides part of its content (an unbroken address, a long translation): each failure named by
 * its `data-slot` or tag and its text.
 */
export async function expectWithinScreen(root: Locator) {
  const outside = await root.evaluate((element) => {
    const width = document.documentElement.clientWidth;
    const name = (node: Element) =>
      `${node.getAttribute('data-slot') ?? node.tagName.toLowerCase()} "${(node.textContent ?? '').trim().slice(0, 40)}"`;
    const found: string[] = [];
    for (const node of [element, ...element.querySelectorAll('*')]) {
      const box = node.getBoundingClientRect();
      if (box.width === 0) continue;
      if (box.left < -0.5 || box.right > width + 0.5)
        found.push(`${name(node)}: ${Math.round(box.left)}..${Math.round(box.right)} of ${width}`);
      // A box that clips (the menu's popup does) hides what is wider than itself.
      else if (
        getComputedStyle(node).overflowX !== 'visible' &&
        node.scrollWidth > node.clientWidth + 1
      )
        found.push(`${name(node)}: content ${node.scrollWidth} px in ${node.clientWidth} px`);
    }
    return found;
  });
  expect.soft(outside).toEqual([]);
}

/**
 * The code step inside the Email card (or the account page's Email row) is part of it, not a
 * card in it: no border or shadow of its own, and its form spans the content box found by
 * `content` (no second inset).
 */
export async function expectCodeStepFlat(card: Locator, content = '[data-slot=card-content]') {
  const step = await card.evaluate((element, selector) => {
    const content = element.querySelector(selector);
    const form = content?.querySelector('form');
    if (!content || !form) throw new Error('no card content, or no form in it');
    const style = getComputedStyle(content);
    const box = content.getBoundingClientRect();
    const inner = {
      left: Math.round(box.left + Number.parseFloat(style.paddingLeft)),
      right: Math.round(box.right - Number.parseFloat(style.paddingRight)),
    };
    const formBox = form.getBoundingClientRect();
    const framed = [...content.querySelectorAll('*')].filter((node) => {
      if (!node.contains(form)) return false;
      const own = getComputedStyle(node);
      // Tailwind's `shadow-none` leaves transparent shadows: only a visible one frames.
      const shadows = own.boxShadow === 'none' ? [] : own.boxShadow.split(/,(?![^(]*\))/);
      const shadowed = shadows.some((shadow) => !/rgba\(0, 0, 0, 0\)/.test(shadow));
      return Number.parseFloat(own.borderTopWidth) > 0 || shadowed;
    });
    return {
      form: { left: Math.round(formBox.left), right: Math.round(formBox.right) },
      content: inner,
      framed: framed.map((node) => node.getAttribute('data-slot') ?? node.tagName.toLowerCase()),
    };
  }, content);
  expect.soft({ framed: step.framed, form: step.form }).toEqual({ framed: [], form: step.content });
}

/** The code as the boxes show it, read from left to right on the screen. */
export function shownCode(root: Locator) {
  return root.evaluate((element) =>
    [...element.querySelectorAll('[data-slot=input-otp-slot]')]
      .map((slot) => ({ x: slot.getBoundingClientRect().left, text: slot.textContent ?? '' }))
      .sort((a, b) => a.x - b.x)
      .map((slot) => slot.text.trim())
      .join(''),
  );
}
