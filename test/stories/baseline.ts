import { expect, vi } from 'vitest';
import { page } from 'vitest/browser';

// Pixels compared with the committed baselines (test/stories/baselines; vitest.config.ts names
// the files and sets the tolerance). Renew them with `npm run test:visual:update`.

const margin = 8;

/**
 * The part of the page the story shows: the union of the boxes of what is rendered in the body
 * (the story's canvas and what it portals out: dialogs, menus), a few px around it for focus
 * rings, within the page. Measured after the play function, so an opened dialog counts.
 */
function storyArea(doc: Document) {
  const view = doc.defaultView ?? window;
  let left = Number.POSITIVE_INFINITY;
  let top = Number.POSITIVE_INFINITY;
  let right = 0;
  let bottom = 0;
  // Inside the body's children (the story's canvas, portals), not those: a canvas is as wide as
  // the page whatever it holds.
  for (const element of doc.body.querySelectorAll<HTMLElement>(':scope > * *')) {
    const box = element.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) continue;
    if (view.getComputedStyle(element).visibility === 'hidden') continue;
    left = Math.min(left, box.left);
    top = Math.min(top, box.top);
    right = Math.max(right, box.right);
    bottom = Math.max(bottom, box.bottom);
  }
  // A story that shows nothing (a gate closed, a prompt not needed): a band of the empty page,
  // its background the look's.
  if (right === 0) return { left: 0, top: 0, right: doc.documentElement.clientWidth, bottom: 64 };
  // In page coordinates: a page taller than the viewport is shot whole.
  const { scrollX, scrollY } = view;
  const root = doc.documentElement;
  return {
    left: Math.max(0, Math.floor(left + scrollX) - margin),
    top: Math.max(0, Math.floor(top + scrollY) - margin),
    right: Math.min(root.scrollWidth, Math.ceil(right + scrollX) + margin),
    bottom: Math.min(root.scrollHeight, Math.ceil(bottom + scrollY) + margin),
  };
}

/** A box on top of the page, in page coordinates, that takes no pointer events. */
function overlay(box: { left: number; top: number; width: number; height: number }) {
  const element = document.createElement('div');
  Object.assign(element.style, {
    position: 'absolute',
    left: `${box.left}px`,
    top: `${box.top}px`,
    width: `${box.width}px`,
    height: `${box.height}px`,
    pointerEvents: 'none',
    zIndex: '2147483647',
  });
  return document.body.appendChild(element);
}

/**
 * Covers text that differs from run to run with a solid box over its element's content box (the
 * element's border, background and padding are still compared): each countdown ("Try again in
 * 899 seconds", "Resend code in 30 seconds": its number depends on when the screenshot is
 * taken), a URL of the test page (its port is whichever was free), and the digits of a
 * code typed into a code field's boxes (the service's code: drawn from the seeded random
 * values, but how many draws come first depends on the order of requests on a busy machine).
 */
function maskDynamicText(countdowns: RegExp[]) {
  const masks: HTMLElement[] = [];
  for (const element of document.body.querySelectorAll<HTMLElement>(':scope > * *')) {
    const codeBox =
      element.matches('.lk-otp-input, [data-slot="input-otp-slot"]') &&
      (element instanceof HTMLInputElement ? element.value : element.textContent?.trim());
    if (codeBox) {
      // Masked below: the box's border and background are still compared.
    } else if (element instanceof HTMLInputElement) {
      if (!element.value.includes(location.host)) continue;
    } else {
      const text = element.textContent?.trim() ?? '';
      const dynamic =
        countdowns.some((countdown) => countdown.test(text)) || text.includes(location.host);
      if (!dynamic) continue;
      // The innermost element holding it.
      if ([...element.children].some((child) => child.textContent?.includes(location.host)))
        continue;
      if ([...element.children].some((child) => child.textContent?.trim() === text)) continue;
    }
    const box = element.getBoundingClientRect();
    const style = getComputedStyle(element);
    const inset = (side: 'Top' | 'Right' | 'Bottom' | 'Left') =>
      Number.parseFloat(style[`padding${side}`]) + Number.parseFloat(style[`border${side}Width`]);
    const mask = overlay({
      left: box.left + scrollX + inset('Left'),
      top: box.top + scrollY + inset('Top'),
      width: box.width - inset('Left') - inset('Right'),
      height: box.height - inset('Top') - inset('Bottom'),
    });
    mask.style.background = '#ff00ff';
    masks.push(mask);
  }
  return masks;
}

/**
 * Waits until each filled new password of the drop-in forms shows its strength (`data-strength`
 * on its field): the meter loads on the field's first focus, and on a busy machine it can
 * arrive after the story's last step, adding its bar and word under the field (the story's
 * area grows by ~40 px between measuring it and the screenshot).
 */
async function strengthMetersShown() {
  const loading = () =>
    [...document.querySelectorAll<HTMLInputElement>('input[autocomplete="new-password"]')].some(
      (input) => input.value !== '' && input.closest('.lk-field:not([data-strength])') !== null,
    );
  await vi.waitFor(
    () => {
      if (loading()) throw new Error('a strength meter is still loading');
    },
    { timeout: 20_000, interval: 50 },
  );
}

/**
 * Compares what the story shows with its baseline `name`: a transparent frame over the story's
 * area is the screenshot's element (Playwright shoots an element's box as the page paints it),
 * removed again afterwards, as are the masks over `countdowns` and the page's URL. Vitest retakes the screenshot
 * until two in a row match, so a transition still running is waited for, not shot.
 */
export async function expectBaseline(name: string, countdowns: RegExp[] = []) {
  await strengthMetersShown();
  const area = storyArea(document);
  const masks = maskDynamicText(countdowns);
  const frame = overlay({
    left: area.left,
    top: area.top,
    width: area.right - area.left,
    height: area.bottom - area.top,
  });
  // A focused text field's caret blinks, and forced colors paint it whatever its caret-color:
  // read-only while shot, the field shows no caret and looks the same.
  const field = document.activeElement;
  const caretless =
    (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) && !field.readOnly
      ? field
      : undefined;
  if (caretless) caretless.readOnly = true;
  try {
    // Through a locator: Vitest then compares once, instead of retrying a mismatch until the
    // test times out (as it does for an element).
    await expect.element(page.elementLocator(frame)).toMatchScreenshot(name);
  } finally {
    frame.remove();
    for (const mask of masks) mask.remove();
    if (caretless) caretless.readOnly = false;
  }
}
