import { truncatesWithTitle } from '../../stories/support/reflow';

/** One thing that does not fit at the test width. */
export interface Overflow {
  /** The element (tag, role, class, start of its text) or the text that does not fit. */
  element: string;
  /** What overflows: the page sideways, an element's content, or a line of text out of its box. */
  kind: 'page scrolls sideways' | 'content too wide' | 'content too tall' | 'text out of its box';
  /** By how many CSS px. */
  px: number;
}

/**
 * Everything that does not fit in the page as it is now, as a longer language or another script
 * shows it: the page scrolls sideways (WCAG 1.4.10), an element's content is wider or taller than
 * its box (clipped or spilling over its neighbours), or a line of text reaches outside its form,
 * dialog, menu or the viewport. Left out: inputs (a long value scrolls by design), markup hidden
 * or visually hidden for screen readers, an intentional ellipsis (text-overflow: ellipsis, with
 * the whole text in the element's title: the account menu's name and email), and
 * glyphs reaching less than half a line past an unclipped box (a `leading-none` title).
 * The same rules as stories/support/reflow.ts, with the size of each overflow.
 */
export function overflowsIn(canvasElement: HTMLElement): Overflow[] {
  const doc = canvasElement.ownerDocument;
  const found: Overflow[] = [];
  const root = doc.documentElement;
  if (root.scrollWidth > root.clientWidth + 1) {
    found.push({
      element: '<html>',
      kind: 'page scrolls sideways',
      px: root.scrollWidth - root.clientWidth,
    });
  }
  // Dialogs, menus and popovers render in portals, outside the canvas.
  const portals = doc.querySelectorAll<HTMLElement>(
    '[role=dialog], [role=alertdialog], [role=menu], [data-radix-popper-content-wrapper]',
  );
  for (const scope of new Set([canvasElement, ...portals])) {
    for (const element of [scope, ...scope.querySelectorAll<HTMLElement>('*')]) {
      const style = visibleStyle(element);
      if (!style) continue;
      const { scrollWidth, clientWidth, scrollHeight, clientHeight } = element;
      if (clientWidth > 0 && scrollWidth > clientWidth + 1 && !truncatesWithTitle(element, style)) {
        found.push({
          element: describe(element),
          kind: 'content too wide',
          px: scrollWidth - clientWidth,
        });
      }
      // Taller content clipped by its box, or spilling over its neighbours by half a line or
      // more; not the glyphs of a `line-height: 1` title reaching past its line box, unclipped.
      const tolerance = style.overflowY === 'visible' ? parseFloat(style.fontSize) / 2 : 1;
      if (clientHeight > 0 && scrollHeight > clientHeight + tolerance) {
        found.push({
          element: describe(element),
          kind: 'content too tall',
          px: scrollHeight - clientHeight,
        });
      }
    }
    found.push(...textOutside(scope));
  }
  return found;
}

/** Lines of text (each text node's boxes) reaching outside their form, dialog, menu or the viewport. */
function textOutside(scope: HTMLElement): Overflow[] {
  const doc = scope.ownerDocument;
  const view = doc.defaultView ?? window;
  const found: Overflow[] = [];
  const viewport = { left: 0, right: doc.documentElement.clientWidth };
  const walker = doc.createTreeWalker(scope, view.NodeFilter.SHOW_TEXT);
  const range = doc.createRange();
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    const text = node.textContent?.trim();
    const style = parent && visibleStyle(parent);
    // A line cut with an ellipsis, the whole of it in the title: it ends where its box does.
    if (!parent || !text || !style || truncatesWithTitle(parent, style)) continue;
    const container = parent.closest(
      'form, [role=dialog], [role=alertdialog], [role=menu]',
    ) as HTMLElement | null;
    const own = (container ?? scope).getBoundingClientRect();
    const left = Math.max(own.left, viewport.left);
    const right = Math.min(own.right, viewport.right);
    range.selectNodeContents(node);
    let px = 0;
    for (const line of range.getClientRects()) {
      if (line.width > 0) px = Math.max(px, left - line.left, line.right - right);
    }
    if (px > 1) {
      found.push({
        element: `"${text.slice(0, 40)}" in ${describe(parent)}`,
        kind: 'text out of its box',
        px: Math.round(px),
      });
    }
  }
  return found;
}

/** The element's computed style, or undefined when it is out of sight or left out (see {@link overflowsIn}). */
function visibleStyle(element: HTMLElement): CSSStyleDeclaration | undefined {
  if (element.closest('input, textarea, select, svg, [hidden], [aria-hidden="true"]')) {
    return undefined;
  }
  const style = getComputedStyle(element);
  const hidden =
    style.display === 'none' ||
    style.visibility === 'hidden' ||
    style.clip === 'rect(0px, 0px, 0px, 0px)' ||
    style.clipPath === 'inset(50%)';
  return hidden ? undefined : style;
}

const describe = (element: HTMLElement) => {
  const role = element.getAttribute('role');
  const className = element.getAttribute('class');
  const text = (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
  return `<${element.localName}${role ? ` role=${role}` : ''}${className ? ` class="${className}"` : ''}> "${text}"`;
};
