import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { extractSnippets } from './readme-snippets';

// docs/next.md and docs/react-router.md show the example apps' code, which needs frameworks the
// repository does not install: each ts/tsx (and css) block names its file
// (`<!-- file: app/layout.tsx -->`) and is that file of the app, or a run of its lines, verbatim. The apps themselves are compiled
// and tested against the packed package (`npm run examples`), so the guides' code is too.

const root = fileURLToPath(new URL('../..', import.meta.url));
const guides = {
  'docs/next.md': 'examples/next-app-router',
  'docs/react-router.md': 'examples/react-router',
};

/** The ```css blocks of `markdown`, each with the file a `<!-- file: … -->` line above names. */
function stylesheets(markdown: string) {
  const blocks = [...markdown.matchAll(/^```css\n([\s\S]*?)\n```$/gm)];
  return blocks.map((block) => {
    const before = markdown.slice(0, block.index).trimEnd().split('\n').at(-1) ?? '';
    return {
      line: markdown.slice(0, block.index).split('\n').length,
      file: /^<!-- file: (\S+) -->$/.exec(before)?.[1],
      code: block[1] ?? '',
    };
  });
}

describe.each(Object.entries(guides))('%s', (doc, app) => {
  const snippets = extractSnippets(readFileSync(join(root, doc), 'utf8'), doc);

  it('shows the example app', () => {
    expect(snippets.length).toBeGreaterThan(5);
  });

  it.each(snippets.map((snippet) => [`${doc}:${snippet.line}`, snippet] as const))(
    '%s is code of the example app, verbatim',
    (_, snippet) => {
      expect(snippet.file, 'a <!-- file: … --> comment right above the block').toBeDefined();
      const file = join(root, app, snippet.file ?? '');
      expect(existsSync(file), `${app}/${snippet.file}`).toBe(true);
      expect(readFileSync(file, 'utf8'), `${app}/${snippet.file}`).toContain(snippet.code);
    },
  );

  const sheets = stylesheets(readFileSync(join(root, doc), 'utf8'));
  it.each(sheets.map((sheet) => [`${doc}:${sheet.line}`, sheet] as const))(
    '%s (css) is a stylesheet of the example app, verbatim',
    (_, sheet) => {
      expect(sheet.file, 'a <!-- file: … --> comment right above the block').toBeDefined();
      const file = join(root, app, sheet.file ?? '');
      expect(existsSync(file), `${app}/${sheet.file}`).toBe(true);
      expect(readFileSync(file, 'utf8'), `${app}/${sheet.file}`).toContain(sheet.code);
    },
  );
});
