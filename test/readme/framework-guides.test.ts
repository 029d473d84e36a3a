import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { extractSnippets } from './readme-snippets';

// docs/next.md, docs/react-router.md and docs/tanstack-start.md build an app from a fresh
// `create-next-app` or `create-react-router` app or from an empty folder (TanStack Start's own
// guide), and their code needs frameworks the repository does not install.
// So each ts/tsx/css block names its file (`<!-- file: app/layout.tsx -->`) and is that whole
// file of the example app, and the guide shows every source file of the app: pasted in order,
// the blocks are the example. The example apps are type-checked, built against the packed
// package and tested in Chromium by `npm run examples` (React Router's with 7 and 8), so the
// guides' code is too, as the README's snippets are type-checked and run here.

const root = fileURLToPath(new URL('../..', import.meta.url));

interface Guide {
  /** The example app the guide's blocks are files of. */
  app: string;
  /** The app's own source files, relative to it: each must be a block of the guide. */
  sources: string[];
}

/** The .ts, .tsx and .css files under `dir` of the app (generated ones left out). */
function sourcesUnder(app: string, dir: string): string[] {
  return readdirSync(join(root, app, dir), { recursive: true, encoding: 'utf8' })
    .filter(
      (file) => /\.(tsx?|css)$/.test(file) && !file.includes('+types') && !file.includes('.gen.'),
    )
    .map((file) => join(dir, file))
    .sort();
}

const guides: Record<string, Guide> = {
  'docs/next.md': {
    app: 'examples/next-app-router',
    sources: [
      'next.config.ts',
      'proxy.ts',
      ...sourcesUnder('examples/next-app-router', 'app'),
      ...sourcesUnder('examples/next-app-router', 'lib'),
    ],
  },
  'docs/react-router.md': {
    app: 'examples/react-router',
    sources: sourcesUnder('examples/react-router', 'app'),
  },
  'docs/tanstack-start.md': {
    app: 'examples/tanstack-start',
    sources: ['vite.config.ts', ...sourcesUnder('examples/tanstack-start', 'src')],
  },
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

/** Every file block of a guide: its line, the file it names (relative to the app), its code. */
function fileBlocks(doc: string) {
  const markdown = readFileSync(join(root, doc), 'utf8');
  return [
    ...extractSnippets(markdown, doc).map(({ line, file, code }) => ({ line, file, code })),
    ...stylesheets(markdown),
  ].sort((a, b) => a.line - b.line);
}

describe.each(Object.entries(guides))('%s', (doc, { app, sources }) => {
  const blocks = fileBlocks(doc);

  it('shows the example app', () => {
    expect(sources.length).toBeGreaterThan(5);
    expect(blocks.length).toBeGreaterThan(5);
  });

  it.each(blocks.map((block) => [`${doc}:${block.line}`, block] as const))(
    '%s is a whole file of the example app, verbatim',
    (_, block) => {
      expect(block.file, 'a <!-- file: … --> comment right above the block').toBeDefined();
      const file = join(root, app, block.file ?? '');
      expect(existsSync(file), `${app}/${block.file}`).toBe(true);
      expect(readFileSync(file, 'utf8').trimEnd(), `${app}/${block.file}`).toBe(block.code);
    },
  );

  it('shows every source file of the example app, each once (pasted, they are the app)', () => {
    const shown = blocks.map((block) => normalize(block.file ?? ''));
    for (const source of sources) {
      expect(
        shown.filter((file) => file === source),
        `${app}/${source}`,
      ).toHaveLength(1);
    }
  });
});

describe('docs/react-router.md', () => {
  const markdown = readFileSync(join(root, 'docs/react-router.md'), 'utf8');
  const blocks = fileBlocks('docs/react-router.md');
  const code = (file: string) => blocks.find((block) => block.file === file)?.code ?? '';

  it("imports latchkey's stylesheet in root.tsx, before the app's own", () => {
    const root = code('app/root.tsx');
    expect(root).toContain("import 'latchkey/styles.css';");
    expect(root.indexOf("'latchkey/styles.css'")).toBeLessThan(root.indexOf("'./app.css'"));
  });

  it('shows the config of the React Router 7 build (its future flags) and tells to create the app', () => {
    expect(code('../react-router-7/react-router.config.ts')).toContain('v8_middleware: true');
    expect(markdown).toContain('npx create-react-router@latest');
  });

  it("never builds a return path from request.url (a data request's `.data` URL)", () => {
    // The pages' loaders (api.ts forwards the request itself, so it reads request.url).
    const loaders = blocks.filter(
      (block) => /\bloader\b/.test(block.code) && /^export default function/m.test(block.code),
    );
    expect(loaders.length).toBeGreaterThan(3);
    for (const block of loaders) expect(block.code, block.file).not.toContain('request.url');
  });
});

describe('every guide', () => {
  const guideFiles = ['docs/next.md', 'docs/react-router.md', 'docs/tanstack-start.md'];

  it.each(guideFiles)(
    "%s: the signed-in half and the visitor's language in the guide's files",
    (doc) => {
      const code = fileBlocks(doc)
        .map((block) => block.code)
        .join('\n');
      for (const part of ['<UserButton', '<EmailVerificationPrompt', 'AccountSettings']) {
        expect(code, part).toContain(part);
      }
      expect(code).toMatch(/account: '\/account'/);
      expect(code, '<html lang dir> from the picked dictionary').toMatch(/lang=\{[^}]*locale/);
      expect(code).toMatch(/dir=\{[^}]*dir/);
      expect(readFileSync(join(root, doc), 'utf8')).toContain('## Header and account page');
    },
  );
});
