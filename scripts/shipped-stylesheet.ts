import { readFile } from 'node:fs/promises';
import { transform } from 'lightningcss';

// What `npm run build` ships as latchkey/styles.css (vite.config.ts emits it), shared with the
// browser tests that measure the shipped file (test/browser/tailwind-css.ts).

/** The source, with the comments that explain its rules to us. */
export const stylesheetSource = new URL('../src/styles.css', import.meta.url);

/**
 * src/styles.css as shipped: minified by Lightning CSS without browser targets, so nothing is
 * lowered, prefixed or rewritten for older browsers (an app's own build does that for its own
 * targets), under a one-line banner pointing at the docs.
 */
export function shipStylesheet(css: string): string {
  const { code } = transform({ filename: 'styles.css', code: Buffer.from(css), minify: true });
  return `/* latchkey/styles.css: see docs/theming.md */\n${code.toString()}`;
}

/** src/styles.css read and shipped: see {@link shipStylesheet}. */
export async function shippedStylesheet(): Promise<string> {
  return shipStylesheet(await readFile(stylesheetSource, 'utf8'));
}
