import { readFile } from 'node:fs/promises';
import { defineBrowserCommand } from '@vitest/browser-playwright';

// src/styles.css as the CSS pipelines of apps' production builds leave it, computed in Node
// for the browser test test/browser/css-pipelines.test.tsx (registered in vitest.config.ts).

/** The pipelines an app's build may put latchkey/styles.css through, by name. */
export type CssPipeline = 'none' | 'lightningcss' | 'esbuild' | 'postcss-autoprefixer';

/**
 * The targets Vite 8's `vite build` minifies CSS for when `build.cssTarget` is not set:
 * `build.target` 'baseline-widely-available' (chrome111, edge111, firefox114, safari16.4,
 * ios16.4), converted as Vite converts it (major << 16 | minor << 8). Next.js and React
 * Router's Vite build run Lightning CSS at similar defaults.
 */
export const viteDefaultLightningTargets = {
  chrome: 111 << 16,
  edge: 111 << 16,
  firefox: 114 << 16,
  safari: (16 << 16) | (4 << 8),
  ios_saf: (16 << 16) | (4 << 8),
};

const stylesheet = new URL('../../src/styles.css', import.meta.url);

/** src/styles.css through each pipeline: unchanged, and as each minifier or plugin emits it. */
export async function cssThroughPipelines(): Promise<Record<CssPipeline, string>> {
  const css = await readFile(stylesheet, 'utf8');
  // Imported here, not at the top: vitest.config.ts imports this file to register the command.
  const [{ transform: lightning }, { transform: esbuild }, { default: postcss }] =
    await Promise.all([import('lightningcss'), import('esbuild'), import('postcss')]);
  const { default: autoprefixer } = await import('autoprefixer');
  const lightningcss = lightning({
    filename: 'styles.css',
    code: Buffer.from(css),
    minify: true,
    targets: viteDefaultLightningTargets,
  }).code.toString();
  // esbuild's CSS minifier at its default target (what `cssMinify: 'esbuild'` runs).
  const { code: minified } = await esbuild(css, { loader: 'css', minify: true });
  // PostCSS with autoprefixer at browserslist's defaults (no browserslist config here).
  const { css: prefixed } = await postcss([autoprefixer()]).process(css, { from: undefined });
  return { none: css, lightningcss, esbuild: minified, 'postcss-autoprefixer': prefixed };
}

/** Browser command `cssPipelines`: see {@link cssThroughPipelines}. */
export const cssPipelines = defineBrowserCommand<[]>(() => cssThroughPipelines());

declare module 'vitest/browser' {
  interface BrowserCommands {
    /** src/styles.css through each CSS pipeline of a production build: see {@link cssPipelines}. */
    cssPipelines: () => Promise<Record<CssPipeline, string>>;
  }
}
