import { build, type Plugin } from 'esbuild';
import type { AuthLocalization } from 'latchkey/ui';
import * as ui from 'latchkey/ui';
import { describe, expect, it } from 'vitest';
import { importAliases } from '../support/import-aliases';

// An app pays only for the locales it imports: apps bundled from the sources, minified, as
// scripts/size.mjs bundles them, hold no other locale's words, and no pseudo-locale.

/**
 * Resolves the package's names and `#` imports to the sources, as a browser app would, with
 * every module taken to have side effects (package.json `sideEffects` set aside): what is left
 * out is left out by its own code (pure annotations, nothing run at import).
 */
const fromSources: Plugin = {
  name: 'latchkey-sources',
  setup(builder) {
    const aliases = importAliases({ cookieJar: 'browser', serverPlatform: 'browser' });
    builder.onResolve({ filter: /^(latchkey|#)/ }, ({ path }) => {
      const alias = aliases.find(({ find }) => find.test(path));
      return alias ? { path: alias.replacement, sideEffects: true } : undefined;
    });
    builder.onResolve({ filter: /^\./ }, async ({ path, resolveDir, kind, pluginData }) => {
      if (pluginData === 'inner') return undefined;
      const found = await builder.resolve(path, { resolveDir, kind, pluginData: 'inner' });
      return found.errors.length ? undefined : { path: found.path, sideEffects: true };
    });
  },
};

async function bundle(code: string) {
  const result = await build({
    stdin: { contents: code, resolveDir: process.cwd(), loader: 'tsx' },
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'browser',
    minify: true,
    charset: 'utf8',
    logLevel: 'silent',
    plugins: [fromSources],
    external: ['react', 'react-dom', 'react/jsx-runtime'],
  });
  return result.outputFiles[0]?.text ?? '';
}

const dictionaries = Object.entries(ui).filter(
  (entry): entry is [string, AuthLocalization] =>
    typeof entry[1] === 'object' && entry[1] !== null && 'loginTitle' in entry[1],
);
const englishWords = new Set<string>(
  Object.values(ui.en).flatMap((v) => (typeof v === 'string' ? [v] : Object.values(v))),
);
/** A locale's own words: long enough not to occur by chance, and not English ones. */
const ownWords = (t: AuthLocalization) =>
  Object.values(t)
    .flatMap((v: string | Record<string, string>) =>
      typeof v === 'string' ? [v] : Object.values(v),
    )
    // Not one that is part of an English text too (Catalan "Verifica" is in "Verification").
    .filter(
      (text) => text.length >= 8 && ![...englishWords].some((english) => english.includes(text)),
    );

describe('locales are tree-shaken', () => {
  it('an app with SignupForm and en holds no other locale', async () => {
    const code = await bundle(
      "import { SignupForm, en } from 'latchkey/ui'; export const page = [SignupForm, en];",
    );
    expect(code).toContain(ui.en.signupTitle);
    const others = dictionaries.filter(([name]) => name !== 'en');
    expect(others.map(([name]) => name)).toContain('de');
    for (const [name, t] of others) {
      expect(
        ownWords(t).filter((text) => code.includes(text)),
        name,
      ).toEqual([]);
    }
  }, 60_000);

  it('the drop-in sign-up page holds no pseudo-locale, and an app that imports it does', async () => {
    const page = await bundle(
      "export { createAuthClient } from 'latchkey'; export { AuthProvider } from 'latchkey/react'; export { SignupForm } from 'latchkey/ui';",
    );
    expect(page).toContain(ui.en.signupTitle);
    // The accented alphabet that generates it.
    expect(page.includes('åƀçðéƒ'), 'the pseudo alphabet in the page').toBe(false);
    expect(page.includes('en-XA'), 'en-XA in the page').toBe(false);
    const withPseudo = await bundle("export { pseudo } from 'latchkey/ui';");
    expect(withPseudo.includes('åƀçðéƒ'), 'the pseudo alphabet with pseudo').toBe(true);
  }, 60_000);
});
