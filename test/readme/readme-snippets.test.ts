import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { exampleServiceFetch } from './example-service';
import { extractSnippets, typecheckSnippets, writeSnippets } from './readme-snippets';

// Every ```ts / ```tsx block of README.md and of the guides in docs/ is type-checked against
// the sources, and the runnable ones are run: blocks that import vitest are collected as tests
// here; the others run as programs against an in-process service at the docs' example URLs
// (https://auth.example.com/api, and the local service's http://localhost:8787).

const root = fileURLToPath(new URL('../..', import.meta.url));
const generated = `${root}.readme-snippets`;
/**
 * Guides whose code belongs to a framework the repository does not install (Next.js, React
 * Router): their blocks are compiled and run in examples/, by those apps' own tests.
 */
const frameworkGuides = new Set(['docs/next.md', 'docs/react-router.md', 'docs/tanstack-start.md']);
const docs = [
  'README.md',
  ...readdirSync(`${root}docs`)
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`)
    .filter((doc) => !frameworkGuides.has(doc)),
];
const snippets = docs.flatMap((doc) => extractSnippets(readFileSync(`${root}${doc}`, 'utf8'), doc));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('README and guide snippets', () => {
  it('every ts/tsx block type-checks (strict, against the sources)', () => {
    expect(snippets.filter((snippet) => snippet.doc === 'README.md').length).toBeGreaterThan(0);
    expect(new Set(snippets.map((snippet) => snippet.doc)).size).toBeGreaterThan(3);
    expect(typecheckSnippets(snippets, `${generated}/check`, root)).toEqual([]);
  }, 60_000);

  it("the README's quick starts are whole files: a file name each, no hidden context", () => {
    const files = snippets.filter((snippet) => snippet.doc === 'README.md' && snippet.file);
    // vite.config.ts, the client, the hooks, the forms (scripts/readme-vite-app.mjs pastes them).
    expect(files.map((snippet) => snippet.file)).toEqual([
      'vite.config.ts',
      'src/auth.ts',
      'src/App.tsx',
      'src/App.tsx',
    ]);
    for (const snippet of files) expect(snippet.context, `README.md:${snippet.line}`).toBe('');
  });

  it('the check fails on a block with a mistake, at its file and line', () => {
    const [broken] = extractSnippets(
      [
        '# Title',
        '',
        '```ts',
        "import { createAuthClient } from 'latchkey';",
        '',
        "const auth = createAuthClient({ baseUrl: 'https://auth.example.com', appId: 'a' });",
        "await auth.loginUser({ email: 'ada@example.com', password });",
        '```',
      ].join('\n'),
      'docs/client.md',
    );
    expect(broken).toBeDefined();
    const diagnostics = typecheckSnippets(broken ? [broken] : [], `${generated}/broken`, root);
    expect(diagnostics).toHaveLength(1);
    expect(diagnostics[0]).toMatch(/^docs\/client\.md:7:\d+ error TS\d+: .*password/);
  }, 60_000);
});

const runnable = snippets.filter((snippet) => snippet.run);
const files = writeSnippets(runnable, `${generated}/run`);
describe.each(runnable.map((snippet, index) => ({ snippet, file: files[index] ?? '' })))(
  '$snippet.doc, block at line $snippet.line',
  async ({ snippet, file }) => {
    if (/from 'vitest'/.test(snippet.code)) {
      // A test file as the README shows it: its own `it`s are collected here.
      await import(/* @vite-ignore */ file);
    } else {
      it('runs as written, every request answered 2xx', async () => {
        const service = exampleServiceFetch();
        vi.stubGlobal('fetch', service.fetch);
        vi.spyOn(console, 'log').mockImplementation(() => undefined);
        await import(/* @vite-ignore */ file);
        expect(service.refused).toEqual([]);
        // The first import of latchkey/ui transforms its whole module graph: slow on a busy machine.
      }, 30_000);
    }
  },
);
