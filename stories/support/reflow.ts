/**
 * An intentional cut, which loses nothing: one line ending in an ellipsis (`overflow` not
 * visible, `text-overflow: ellipsis`) whose `title` holds its whole text, as the account menu's
 * name and email. An ellipsis without the title loses the rest of the text: not this.
 */
export function truncatesWithTitle(
  element: Element,
  style: CSSStyleDeclaration = getComputedStyle(element),
): boolean {
  const text = element.textContent?.trim();
  return (
    style.textOverflow === 'ellipsis' &&
    style.overflowX !== 'visible' &&
    Boolean(text) &&
    element.getAttribute('title')?.trim() === text
  );
}

/**
 * Text that does not fit, as a longer language would show it: the page scrolls sideways (WCAG
 * 1.4.10), an element's content is wider or taller than its box (clipped, or spilling over its
 * neighbours), or a line of text runs out of its form or dialog. Inputs are left out (a value
 * longer than its box scrolls by design), and so is markup hidden for screen readers only, and
 * an ellipsis whose title holds the whole text ({@link truncatesWithTitle}).
 */
export function clippedText(canvasElement: HTMLElement): string[] {
  const doc = canvasElement.ownerDocument;
  const view = doc.defaultView ?? window;
  const problems: string[] = [];
  const root = doc.documentElement;
  if (root.scrollWidth > root.clientWidth + 1) {
    problems.push(`the page scrolls sideways: ${root.scrollWidth} px in ${root.clientWidth} px`);
  }
  // Dialogs render in a portal, outside the canvas.
  const scopes = [
    canvasElement,
    ...doc.querySelectorAll<HTMLElement>('[role=dialog], [role=alertdialog]'),
  ];
  for (const scope of new Set(scopes)) {
    for (const element of [scope, ...scope.querySelectorAll<HTMLElement>('*')]) {
      if (!(element instanceof view.HTMLElement) || skipped(element, view)) continue;
      const { scrollWidth, clientWidth, scrollHeight, clientHeight } = element;
      const cutWithTitle = truncatesWithTitle(element, view.getComputedStyle(element));
      if (clientWidth > 0 && scrollWidth > clientWidth + 1 && !cutWithTitle) {
        problems.push(`${describe(element)}: content ${scrollWidth} px wide in ${clientWidth} px`);
      }
      if (clientHeight > 0 && scrollHeight > clientHeight + 1) {
        problems.push(
          `${describe(element)}: content ${scrollHeight} px tall in ${clientHeight} px`,
        );
      }
    }
    problems.push(...textOutside(scope, view));
  }
  return problems;
}

/** Lines of text (each text node's boxes) that reach outside their form, dialog or canvas. */
function textOutside(scope: HTMLElement, view: Window & typeof globalThis): string[] {
  const problems: string[] = [];
  const walker = scope.ownerDocument.createTreeWalker(scope, view.NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!parent || !node.textContent?.trim() || skipped(parent, view)) continue;
    // Cut where its box ends, the whole of it in the title.
    if (truncatesWithTitle(parent, view.getComputedStyle(parent))) continue;
    const box = (
      parent.closest('form, [role=dialog], [role=alertdialog]') ?? scope
    ).getBoundingClientRect();
    const range = scope.ownerDocument.createRange();
    range.selectNodeContents(node);
    for (const line of range.getClientRects()) {
      if (line.width > 0 && (line.left < box.left - 1 || line.right > box.right + 1)) {
        problems.push(`"${node.textContent.trim().slice(0, 40)}" runs out of its box`);
        break;
      }
    }
  }
  return problems;
}

/** Inputs, and elements out of sight (hidden, or visually hidden for screen readers). */
function skipped(element: HTMLElement, view: Window & typeof globalThis): boolean {
  if (element.closest('input, textarea, select, svg, [hidden], [aria-hidden="true"]')) return true;
  const style = view.getComputedStyle(element);
  return (
    style.display === 'none' ||
    style.visibility === 'hidden' ||
    style.clip === 'rect(0px, 0px, 0px, 0px)' ||
    style.clipPath === 'inset(50%)'
  );
}

const describe = (element: HTMLElement) =>
  `<${element.localName}${element.className ? ` class="${element.className}"` : ''}> "${(
    element.textContent ?? ''
  )
    .trim()
    .slice(0, 40)}"`;
