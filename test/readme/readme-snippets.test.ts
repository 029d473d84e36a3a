import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { exampleServiceFetch } from './example-service';
import { extractSnippets, typecheckSnippets, writeSnippets } from './readme-snippets';

// Every ```ts / ```tsx block of README.md is type-checked against the sources, and the runnable
// ones are run: blocks that import vitest are collected as tests here; the others run as
// programs against an in-process service at the README's https://auth.example.com/api.

const root = fileURLToPath(new URL('../..', import.meta.url));
const generated = `${root}.readme-snippets`;
const snippets = extractSnippets(readFileSync(`${root}README.md`, 'utf8'));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('README snippets', () => {
  it('every ts/tsx block type-checks (strict, against the sources)', () => {
    expect(snippets.length).toBeGreaterThan(0);
    expect(typecheckSnippets(snippets, `${generated}/check`, root)).toEqual([]);
  }, 60_000);

  it('the check fails on a block with a mistake, at its README line', () => {
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
    );
    expect(broken).toBeDefined();
    const diagnostics = typecheckSnippets(broken ? [broken] : [], `${generated}/broken`, root);
    expect(diagnostics).toHaveLength(1);
    expect(diagnostics[0]).toMatch(/^README\.md:7:\d+ error TS\d+: .*password/);
  }, 60_000);
});

const runnable = snippets.filter((snippet) => snippet.run);
const files = writeSnippets(runnable, `${generated}/run`);
describe.each(runnable.map((snippet, index) => ({ snippet, file: files[index] ?? '' })))(
  'README block at line $snippet.line',
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
      });
    }
  },
);
