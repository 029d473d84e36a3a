import { fileURLToPath } from 'node:url';

const here = (path: string) => fileURLToPath(new URL(`../../${path}`, import.meta.url));

/** Which build of each swappable module a test project resolves, as package.json `imports` would. */
export interface ImportConditions {
  /** `#cookie-jar`: Node's tough-cookie jar, or the jar-less browser build. */
  cookieJar: 'node' | 'browser';
  /** `#server-platform`: node:crypto, or Web Crypto. */
  serverPlatform: 'node' | 'browser';
}

/**
 * The one source of the tests' import aliases: the package's `#` imports (for the given
 * conditions) and its entry names, pointed at the sources. Exact matches only, so `latchkey`
 * never swallows `latchkey/react`.
 */
export function importAliases({ cookieJar, serverPlatform }: ImportConditions) {
  const exact = (name: string, path: string) => ({
    find: new RegExp(`^${name.replace(/[/]/g, '\\/')}$`),
    replacement: here(path),
  });
  return [
    exact('#cookie-jar', `src/client/cookie-jar/${cookieJar}.ts`),
    exact('#server-platform', `src/server/platform/${serverPlatform}.ts`),
    exact('latchkey', 'src/index.ts'),
    exact('latchkey/react', 'src/react.ts'),
    exact('latchkey/ui', 'src/ui.ts'),
    exact('latchkey/styles.css', 'src/styles.css'),
    exact('latchkey/server', 'src/server.ts'),
    exact('latchkey/testing', 'src/testing.ts'),
  ];
}

/**
 * shadcn's `@/` paths, as components.json names them, onto the repository's files: the
 * registry's items (`registry/latchkey`) over the install test's primitives
 * (`test/shadcn/primitives`), as an app that added them sees them.
 */
export const shadcnAliases = [
  { find: /^@\/components\/latchkey\//, replacement: here('registry/latchkey/') },
  { find: /^@\/components\/ui\//, replacement: here('test/shadcn/primitives/components/ui/') },
  { find: /^@\/lib\//, replacement: here('test/shadcn/primitives/lib/') },
];
