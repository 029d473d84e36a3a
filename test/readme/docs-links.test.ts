import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { operationNames } from 'latchkey';
import { describe, expect, it } from 'vitest';

// The docs a user gets with the repository, and in the package (`files` has docs/), must stand
// alone: no link or path leaving it, no link to a file or a heading that is not there.
const root = fileURLToPath(new URL('../..', import.meta.url));
const guides = readdirSync(join(root, 'docs'))
  .filter((name) => name.endsWith('.md'))
  .map((name) => `docs/${name}`);
const docs = ['README.md', ...guides];

/** A heading's anchor as GitHub makes it: lower case, punctuation dropped, spaces to `-`. */
const slug = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');

function anchorsOf(file: string): Set<string> {
  const text = readFileSync(file, 'utf8').replace(/^```[\s\S]*?^```/gm, '');
  return new Set([...text.matchAll(/^#{1,6}\s+(.+)$/gm)].map((match) => slug(match[1] ?? '')));
}

describe('the docs stand alone', () => {
  it.each(docs)('%s links only to files and headings inside the repository that exist', (doc) => {
    const text = readFileSync(join(root, doc), 'utf8');
    expect(text).not.toMatch(/\.\.\/shared|api-contract\.md|service-interface\.md/);
    const links = [...text.matchAll(/\]\(([^)#\s]*)(?:#([^)\s]*))?\)/g)].filter(
      (match) => !/^[a-z]+:/.test(match[1] ?? ''),
    );
    for (const [, target = '', anchor] of links) {
      const file = target ? join(root, dirname(doc), target) : join(root, doc);
      expect(relative(root, file).startsWith('..'), `${doc} → ${target}`).toBe(false);
      expect(existsSync(file), `${doc} → ${target}`).toBe(true);
      if (anchor && file.endsWith('.md')) {
        expect(anchorsOf(file).has(anchor), `${doc} → ${target}#${anchor}`).toBe(true);
      }
    }
  });

  it('the README links every guide in docs/', () => {
    const readme = readFileSync(join(root, 'README.md'), 'utf8');
    for (const guide of guides) expect(readme, guide).toContain(`](${guide})`);
  });

  it('the guides the README promises are there', () => {
    for (const name of ['next', 'react-router', 'vite', 'cross-origin', 'forms', 'theming']) {
      expect(guides).toContain(`docs/${name}.md`);
    }
    for (const name of ['localization', 'testing', 'service', 'http-api']) {
      expect(guides).toContain(`docs/${name}.md`);
    }
  });

  it('docs/http-api.md documents every operation of the client', () => {
    const text = readFileSync(join(root, 'docs/http-api.md'), 'utf8');
    for (const operation of operationNames) expect(text).toContain(`| ${operation} |`);
  });
});
