import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { operationNames } from 'latchkey';
import { describe, expect, it } from 'vitest';

// The docs a user gets with the repository must stand alone: no link or path leaving it.
const root = fileURLToPath(new URL('../..', import.meta.url));
const docs = ['README.md', 'docs/http-api.md'];

describe('the docs stand alone', () => {
  it.each(docs)('%s links only to files inside the repository that exist', (doc) => {
    const text = readFileSync(join(root, doc), 'utf8');
    expect(text).not.toMatch(/\.\.\/shared|api-contract\.md|service-interface\.md/);
    const targets = [...text.matchAll(/\]\(([^)#\s]+)(?:#[^)]*)?\)/g)]
      .map((match) => match[1] ?? '')
      .filter((target) => !/^[a-z]+:/.test(target));
    for (const target of targets) {
      const file = join(root, dirname(doc), target);
      expect(relative(root, file).startsWith('..'), `${doc} → ${target}`).toBe(false);
      expect(existsSync(file), `${doc} → ${target}`).toBe(true);
    }
  });

  it('docs/http-api.md documents every operation of the client', () => {
    const text = readFileSync(join(root, 'docs/http-api.md'), 'utf8');
    for (const operation of operationNames) expect(text).toContain(`| ${operation} |`);
  });
});
