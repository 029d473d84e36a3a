import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Each registry item brings every file its own files import (`@/components/latchkey/…`): the
// shadcn CLI adds an item's files and nothing else, so a missing one breaks the app's build.

const root = fileURLToPath(new URL('../..', import.meta.url));
const registry = JSON.parse(readFileSync(`${root}registry.json`, 'utf8')) as {
  items: { name: string; files: { path: string }[] }[];
};
const importsOf = (path: string) =>
  [...readFileSync(`${root}${path}`, 'utf8').matchAll(/'@\/components\/latchkey\/([a-z-]+)'/g)].map(
    (match) => `registry/latchkey/${match[1]}.tsx`,
  );

describe('registry.json', () => {
  it.each(registry.items.map((item) => [item.name, item] as const))(
    '%s lists every file its files import',
    (_name, item) => {
      const listed = new Set(item.files.map((file) => file.path));
      const missing = [...listed].flatMap(importsOf).filter((path) => !listed.has(path));
      expect([...new Set(missing)]).toEqual([]);
    },
  );
});
