#!/usr/bin/env node
// After `tsc` has emitted dist/**/*.d.ts: give every relative import specifier the file
// extension Node's ESM resolution needs. The sources import without extensions (fine for the
// bundler and for `moduleResolution: bundler`), but under `node16`/`nodenext` an extensionless
// relative import in a .d.ts does not resolve, and with skipLibCheck every export silently
// becomes `any`. Each specifier is pointed at what exists: `./x.js` when `x.d.ts` was emitted,
// `./x/index.js` when `x/index.d.ts` was. Anything else fails the build, naming the file.
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const dist = resolve(process.argv[2] ?? join(import.meta.dirname, '..', 'dist'));

/** `from '…'`, `import '…'`, `import('…')`, `export … from '…'`, `declare module '…'`. */
const specifierPattern = /(\bfrom\s*|\bimport\s*\(?\s*|\bmodule\s+)(['"])(\.\.?\/[^'"]*|\.\.?)\2/g;

/** Specifiers that already name a file Node can load as they are. */
const hasExtension = /\.(?:js|mjs|cjs|json|css)$/;

function* declarationFiles(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* declarationFiles(path);
    else if (name.endsWith('.d.ts')) yield path;
  }
}

function resolveSpecifier(file, specifier) {
  if (hasExtension.test(specifier)) return specifier;
  const target = resolve(dirname(file), specifier);
  if (existsSync(`${target}.d.ts`)) return `${specifier}.js`;
  if (existsSync(join(target, 'index.d.ts'))) return `${specifier.replace(/\/$/, '')}/index.js`;
  return undefined;
}

const unresolved = [];
let rewritten = 0;
for (const file of declarationFiles(dist)) {
  const text = readFileSync(file, 'utf8');
  const next = text.replace(specifierPattern, (match, keyword, quote, specifier) => {
    const fixed = resolveSpecifier(file, specifier);
    if (fixed === undefined) {
      unresolved.push(`${relative(dist, file)}: '${specifier}'`);
      return match;
    }
    if (fixed !== specifier) rewritten += 1;
    return `${keyword}${quote}${fixed}${quote}`;
  });
  if (next !== text) writeFileSync(file, next);
}

if (unresolved.length > 0) {
  console.error(
    `fix-declaration-specifiers: no emitted declaration for these imports:\n  ${unresolved.join('\n  ')}`,
  );
  process.exit(1);
}
console.log(`fix-declaration-specifiers: ${rewritten} relative imports now end in .js`);
