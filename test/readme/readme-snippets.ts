import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * A ```ts or ```tsx block of the README or a guide, with what the HTML comments right above it
 * say:
 *
 * - `<!-- snippet: type-only — why -->`: type-checked, never run (it renders, serves, ...).
 * - `<!-- snippet-context` … `-->`: code the reader does not see, put before the block when it
 *   is checked (and run): `declare const router: { push(path: string): void };`, an import.
 * - `<!-- file: src/App.tsx -->`: the block is that whole file of a fresh Vite React app
 *   (scripts/readme-vite-app.mjs pastes it there); it may have no snippet-context.
 */
export interface Snippet {
  /** The Markdown file, relative to the repository (`docs/forms.md`). Default `README.md`. */
  doc?: string;
  /** Line of the opening fence in that file (1-based). */
  line: number;
  lang: 'ts' | 'tsx';
  code: string;
  context: string;
  run: boolean;
  /** The app file the block is, from a `<!-- file: … -->` comment. */
  file?: string;
}

const fence = /^```(\w*)\s*$/;

/** Every ```ts / ```tsx block of `markdown` (the file `doc`), in order. */
export function extractSnippets(markdown: string, doc = 'README.md'): Snippet[] {
  const lines = markdown.split('\n');
  const snippets: Snippet[] = [];
  for (let i = 0; i < lines.length; i++) {
    const open = fence.exec(lines[i] ?? '');
    if (!open) continue;
    const end = lines.findIndex((line, j) => j > i && /^```\s*$/.test(line));
    if (end === -1) throw new Error(`${doc} line ${i + 1}: a code block is never closed`);
    const lang = open[1];
    if (lang === 'ts' || lang === 'tsx') {
      const { run, context, file } = markersAbove(lines, i);
      const code = lines.slice(i + 1, end).join('\n');
      snippets.push({ doc, line: i + 1, lang, code, context, run, ...(file ? { file } : {}) });
    }
    i = end;
  }
  return snippets;
}

/** The HTML comments between the previous text and the fence at `fenceIndex`. */
function markersAbove(lines: string[], fenceIndex: number) {
  let run = true;
  let file: string | undefined;
  const context: string[] = [];
  let j = fenceIndex - 1;
  while (j >= 0 && (lines[j]?.trim() ?? '') === '') j--;
  while (j >= 0 && lines[j]?.trimEnd().endsWith('-->')) {
    let start = j;
    while (start >= 0 && !lines[start]?.trimStart().startsWith('<!--')) start--;
    if (start < 0) break;
    const comment = lines.slice(start, j + 1).join('\n');
    if (/^<!--\s*snippet:\s*type-only\b/.test(comment.trim())) run = false;
    const given = /^<!--\s*snippet-context\s*\n([\s\S]*?)-->\s*$/.exec(comment.trim());
    if (given?.[1]) context.unshift(given[1].trimEnd());
    file = /^<!--\s*file:\s*(\S+)\s*-->$/.exec(comment.trim())?.[1] ?? file;
    j = start - 1;
    while (j >= 0 && (lines[j]?.trim() ?? '') === '') j--;
  }
  return { run, context: context.join('\n'), file };
}

/** A snippet as a module of its own: the hidden context, the block, `export {}`. */
export function snippetModule(snippet: Snippet): string {
  return `${snippet.context ? `${snippet.context}\n` : ''}${snippet.code}\nexport {};\n`;
}

/** Writes each snippet to `dir` (emptied first); returns the file of each, in order. */
export function writeSnippets(snippets: Snippet[], dir: string): string[] {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  return snippets.map((snippet) => {
    const name = (snippet.doc ?? 'README.md')
      .replace(/\.md$/, '')
      .replace(/[^\w-]/g, '-')
      .toLowerCase();
    const file = join(dir, `${name}-line-${snippet.line}.${snippet.lang}`);
    writeFileSync(file, snippetModule(snippet));
    return file;
  });
}

/**
 * Type-checks the snippets with the repo's tsconfig (strict, `latchkey/*` mapped to the
 * sources) and answers tsc's errors, each pointed at its Markdown file and line.
 */
export function typecheckSnippets(snippets: Snippet[], dir: string, root: string): string[] {
  const files = writeSnippets(snippets, dir);
  // The stylesheet entry is CSS: a side-effect import TypeScript needs to be told about.
  writeFileSync(join(dir, 'stylesheet.d.ts'), "declare module 'latchkey/styles.css' {}\n");
  writeFileSync(
    join(dir, 'tsconfig.json'),
    JSON.stringify({
      extends: relative(dir, join(root, 'tsconfig.json')),
      compilerOptions: { noEmit: true },
      // Only the snippets: `include` would otherwise come from the root config.
      include: [],
      files: [...files, join(dir, 'stylesheet.d.ts')].map((file) => relative(dir, file)),
    }),
  );
  const tsc = spawnSync(join(root, 'node_modules', '.bin', 'tsc'), ['-p', dir], {
    encoding: 'utf8',
  });
  const output = `${tsc.stdout}${tsc.stderr}`;
  const diagnostics = output
    .split('\n')
    .filter((line) => /\(\d+,\d+\): error /.test(line))
    .map((line) => pointAtDoc(line, snippets, files));
  if (tsc.status !== 0 && diagnostics.length === 0) diagnostics.push(output.trim());
  return diagnostics;
}

function pointAtDoc(diagnostic: string, snippets: Snippet[], files: string[]): string {
  const match = /^(.*?)\((\d+),(\d+)\): (.*)$/.exec(diagnostic);
  const index = files.findIndex(
    (file) => match?.[1] && file.endsWith(`/${match[1].split('/').pop() ?? ''}`),
  );
  const snippet = snippets[index];
  if (!match || !snippet) return diagnostic;
  const contextLines = snippet.context ? snippet.context.split('\n').length : 0;
  const line = Number(match[2]) - contextLines;
  return line > 0
    ? `${snippet.doc ?? 'README.md'}:${snippet.line + line}:${match[3]} ${match[4]}`
    : `${snippet.doc ?? 'README.md'}:${snippet.line} (its snippet-context, line ${match[2]}) ${match[4]}`;
}
