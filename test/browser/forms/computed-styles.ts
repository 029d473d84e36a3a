// What the forms look like, as data: the computed style of every part of every form on the
// page, to compare latchkey/styles.css through a build's CSS pipeline with the unbuilt file.
// Shared by the browser test (test/browser/css-pipelines.test.tsx) and the Playwright specs on
// production builds (e2e/ and examples/e2e/styles-in-build.spec.ts), which pass these
// functions to page.evaluate: each is self-contained (no imports, no outer names).

/** Computed styles by element (its place among the forms' elements, tag and classes). */
export type StyleSnapshot = Record<string, Record<string, string>>;

/**
 * Every property (custom properties aside: pipelines add their own) of every `.lk-*` element
 * (forms, dialogs and their backdrops, menus) and every element inside them, and the `::before`
 * of the `.lk-*` ones (the strength bar's fill).
 */
export function snapshotFormStyles(): StyleSnapshot {
  const roots = [...document.querySelectorAll('[class*="lk-"]')];
  const elements = new Set<Element>();
  for (const root of roots) {
    elements.add(root);
    for (const inner of root.querySelectorAll('*')) elements.add(inner);
  }
  const read = (style: CSSStyleDeclaration) => {
    const values: Record<string, string> = {};
    for (let i = 0; i < style.length; i++) {
      const name = style.item(i);
      if (!name.startsWith('--')) values[name] = style.getPropertyValue(name);
    }
    return values;
  };
  const snapshot: StyleSnapshot = {};
  let index = 0;
  for (const element of elements) {
    const classes = typeof element.className === 'string' ? element.className : '';
    const key = `${index++} ${element.tagName.toLowerCase()}.${classes.split(/\s+/).join('.')}`;
    snapshot[key] = read(getComputedStyle(element));
    if (/\blk-/.test(classes)) {
      const before = getComputedStyle(element, '::before');
      if (before.content !== 'none') snapshot[`${key}::before`] = read(before);
    }
  }
  return snapshot;
}

/**
 * Takes latchkey's rules out of the page's stylesheets (a build bundles them with the app's own
 * CSS) and puts `css` (the unbuilt styles.css) in their place, right after the first sheet that had
 * any. Latchkey's rules: those whose every selector is one of the unbuilt file's, as the browser
 * writes it (an app's rule about the forms, `.lk-toggle svg`, is the app's; a selector a
 * pipeline rewrote stays too). Answers how many it took out.
 */
export function replaceLatchkeyRules(css: string): number {
  /** The selectors of a list, split at its top-level commas. */
  const split = (list: string) => {
    const parts: string[] = [];
    let depth = 0;
    let start = 0;
    for (let i = 0; i < list.length; i++) {
      const char = list[i];
      if (char === '(' || char === '[') depth++;
      else if (char === ')' || char === ']') depth--;
      else if (char === ',' && depth === 0) {
        parts.push(list.slice(start, i).trim());
        start = i + 1;
      }
    }
    return [...parts, list.slice(start).trim()];
  };
  const unbuilt = new CSSStyleSheet();
  unbuilt.replaceSync(css);
  const selectors = new Set<string>();
  const collect = (list: CSSRuleList) => {
    for (const rule of list) {
      if (rule instanceof CSSStyleRule)
        for (const one of split(rule.selectorText)) selectors.add(one);
      else if (rule instanceof CSSGroupingRule) collect(rule.cssRules);
    }
  };
  collect(unbuilt.cssRules);
  const isOurs = (rule: CSSStyleRule) =>
    split(rule.selectorText).every((one) => selectors.has(one));
  let removed = 0;
  const prune = (list: CSSRuleList, remove: (i: number) => void) => {
    for (let i = list.length - 1; i >= 0; i--) {
      const rule = list[i];
      if (rule instanceof CSSStyleRule && isOurs(rule)) {
        remove(i);
        removed++;
      } else if (rule instanceof CSSGroupingRule) {
        prune(rule.cssRules, (j) => rule.deleteRule(j));
        if (rule.cssRules.length === 0) remove(i);
      }
    }
  };
  let first: Element | null = null;
  for (const sheet of [...document.styleSheets]) {
    const before = removed;
    prune(sheet.cssRules, (i) => sheet.deleteRule(i));
    if (removed > before && !first && sheet.ownerNode instanceof Element) first = sheet.ownerNode;
  }
  const style = document.createElement('style');
  style.dataset.unbuilt = 'latchkey/styles.css';
  style.textContent = css;
  // Right after the sheet that held them: the rules are in the layer `latchkey`, whose place an
  // `@layer …` line of the app fixes (Next.js bundles it with Tailwind's into that same sheet),
  // so the unbuilt rules must come after that line to land where the built ones were.
  if (first) first.after(style);
  else document.head.append(style);
  return removed;
}

/** Where two snapshots differ: one line per element and property, at most `limit` lines. */
export function styleDifferences(
  expected: StyleSnapshot,
  actual: StyleSnapshot,
  limit = 20,
): string[] {
  const lines: string[] = [];
  const keys = new Set([...Object.keys(expected), ...Object.keys(actual)]);
  for (const key of keys) {
    const want = expected[key];
    const got = actual[key];
    if (!want || !got) {
      lines.push(`${key}: ${want ? 'missing' : 'unexpected'}`);
      continue;
    }
    for (const name of Object.keys(want)) {
      if (want[name] !== got[name]) lines.push(`${key} ${name}: ${got[name]} ≠ ${want[name]}`);
    }
  }
  return lines.length > limit
    ? [...lines.slice(0, limit), `… ${lines.length - limit} more`]
    : lines;
}
