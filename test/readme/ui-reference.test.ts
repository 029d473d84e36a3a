import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import * as ui from 'latchkey/ui';
import { describe, expect, it } from 'vitest';

// docs/ui-reference.md names every export of `latchkey/ui`, and nothing it does not export.

const root = fileURLToPath(new URL('../..', import.meta.url));
const page = readFileSync(`${root}docs/ui-reference.md`, 'utf8');
/** Every name the page gives in backticks. */
const named = new Set([...page.matchAll(/`([A-Za-z][A-Za-z0-9]*)`/g)].map((match) => match[1]));
/** Every type `src/ui.ts` exports (`type X` inside braces, or `export type { … }`). */
const source = readFileSync(`${root}src/ui.ts`, 'utf8');
const types = [
  ...[...source.matchAll(/\btype\s+([A-Za-z0-9]+)\s*[,}]/g)].map((match) => match[1]),
  ...[...source.matchAll(/export type \{([^}]*)\}/g)].flatMap((match) =>
    (match[1] ?? '').split(',').map((name) => name.trim()),
  ),
].filter((name): name is string => Boolean(name));

describe('docs/ui-reference.md', () => {
  it('names every value export', () => {
    expect(Object.keys(ui).filter((name) => !named.has(name))).toEqual([]);
  });

  it('names every type export', () => {
    expect(types.length).toBeGreaterThan(50);
    expect(types.filter((name) => !named.has(name))).toEqual([]);
  });

  it('names nothing the entry does not export (in its export tables)', () => {
    const exported = new Set([...Object.keys(ui), ...types]);
    const tables = page.split('\n').filter((line) => line.startsWith('| `'));
    const listed = tables.flatMap((line) =>
      [...(line.split('|')[1] ?? '').matchAll(/`([A-Za-z][A-Za-z0-9]*)`/g)].map((m) => m[1] ?? ''),
    );
    expect(listed.filter((name) => !exported.has(name))).toEqual([]);
  });
});
