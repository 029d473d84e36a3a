import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { defineBrowserCommand } from '@vitest/browser-playwright';
import { shippedStylesheet } from '../../scripts/shipped-stylesheet';

// Real Tailwind CSS v4, compiled in Node for the browser test test/browser/tailwind.test.tsx
// (registered in vitest.config.ts): an app's stylesheet as @tailwindcss/vite builds it, with
// `@import "latchkey/styles.css"` resolved to the stylesheet `npm run build` ships.

const tailwindDir = dirname(createRequire(import.meta.url).resolve('tailwindcss/package.json'));

/** A stylesheet an `@import` names: Tailwind's own files, or latchkey's as shipped. */
async function loadStylesheet(id: string, base: string) {
  if (id === 'latchkey/styles.css') {
    return { path: 'latchkey/styles.css', base, content: await shippedStylesheet() };
  }
  const path =
    id === 'tailwindcss'
      ? join(tailwindDir, 'index.css')
      : id.startsWith('tailwindcss/')
        ? join(tailwindDir, id.slice('tailwindcss/'.length))
        : join(base, id);
  if (!path.startsWith(tailwindDir)) throw new Error(`Not a stylesheet of this test: ${id}`);
  return { path, base: dirname(path), content: await readFile(path, 'utf8') };
}

/**
 * `css` (an app's main stylesheet: `@import "tailwindcss"`, latchkey's, its own rules) compiled
 * by Tailwind with `candidates` as the class names its scan of the app's sources found.
 */
export async function compileTailwind(css: string, candidates: string[]): Promise<string> {
  // Imported here, not at the top: vitest.config.ts imports this file to register the command.
  const { compile } = await import('tailwindcss');
  const compiler = await compile(css, { base: tailwindDir, loadStylesheet });
  return compiler.build(candidates);
}

/** Browser command `tailwindCss`: see {@link compileTailwind}. */
export const tailwindCss = defineBrowserCommand<[css: string, candidates: string[]]>(
  (_context, css, candidates) => compileTailwind(css, candidates),
);

/** Browser command `shippedStylesheet`: latchkey/styles.css as `npm run build` ships it. */
export const shippedStylesheetCommand = defineBrowserCommand<[]>(() => shippedStylesheet());

declare module 'vitest/browser' {
  interface BrowserCommands {
    /** An app's stylesheet compiled by Tailwind CSS v4: see {@link tailwindCss}. */
    tailwindCss: (css: string, candidates: string[]) => Promise<string>;
    /** latchkey/styles.css as shipped (minified): see {@link shippedStylesheetCommand}. */
    shippedStylesheet: () => Promise<string>;
  }
}
