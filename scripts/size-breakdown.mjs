import { resolve } from 'node:path';

// What `npm run size` reads out of an esbuild build with `splitting: true`: which chunks a page
// loads first and which only through `import()`, and where the bytes of a chunk come from.

/** The sum of some numbers. */
export const sum = (values) => values.reduce((total, value) => total + value, 0);

/**
 * The output chunks of a build (write: false, metafile: true) of one entry file, each with its
 * bytes, whether the page loads it at once (the entry and what it imports statically,
 * transitively) or later (through `import()`), and its modules with the minified bytes each
 * contributes, largest first. Chunks of `import()`s whose caller was tree-shaken away are never
 * loaded and left out (esbuild still builds them).
 */
export function splitChunks(result, entryFile) {
  // The metafile's paths are relative to the working directory, the output files' absolute.
  const outputs = result.metafile.outputs;
  const files = new Map(result.outputFiles.map((file) => [file.path, file.contents]));
  const initial = new Set();
  const later = new Set();
  const visit = (path, kinds, into) => {
    if (into.has(path) || !outputs[path]) return;
    into.add(path);
    for (const { path: next, kind } of outputs[path].imports) {
      if (kinds.includes(kind)) visit(next, kinds, into);
    }
  };
  const [entry] = Object.keys(outputs).filter(
    (path) => outputs[path].entryPoint && resolve(outputs[path].entryPoint) === resolve(entryFile),
  );
  visit(entry, ['import-statement'], initial);
  for (const path of initial) visit(path, ['import-statement', 'dynamic-import'], later);
  for (const path of initial) later.delete(path);
  return Object.entries(outputs)
    .filter(([path]) => path.endsWith('.js') && (initial.has(path) || later.has(path)))
    .map(([path, output]) => {
      const modules = Object.entries(output.inputs)
        .filter(([, { bytesInOutput }]) => bytesInOutput > 0)
        .map(([input, { bytesInOutput }]) => ({ input, bytes: bytesInOutput }))
        .sort((a, b) => b.bytes - a.bytes);
      const top = [...new Set(modules.map(({ input }) => packageOf(input)))];
      return { path, initial: initial.has(path), bytes: files.get(resolve(path)), modules, top };
    });
}

/**
 * The package a bundled module belongs to (`react-hook-form`, `@zxcvbn-ts/core`), or for
 * latchkey's own code `latchkey/<folder>` (`latchkey/ui/field`).
 */
export function packageOf(input) {
  const inModules = input.split('node_modules/').at(-1);
  if (inModules !== input && !inModules.startsWith('latchkey/')) {
    const parts = inModules.split('/');
    return parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
  }
  if (!input.includes('dist/')) return '(entry)';
  const own = input.split('dist/').at(-1).split('/');
  own.pop();
  return ['latchkey', ...own].join('/');
}

/** Prints where the bytes of some chunks come from: by package, then the largest modules. */
export function printBreakdown(name, chunks, top = 12) {
  const modules = chunks.flatMap((chunk) => chunk.modules);
  const total = sum(modules.map((module) => module.bytes));
  const byPackage = new Map();
  for (const { input, bytes } of modules) {
    const key = packageOf(input);
    byPackage.set(key, (byPackage.get(key) ?? 0) + bytes);
  }
  const percent = (bytes) => `${((bytes / total) * 100).toFixed(1).padStart(5)}%`;
  console.log(`\n${name}: initial chunk by package (minified bytes, before gzip)`);
  for (const [key, bytes] of [...byPackage].sort((a, b) => b[1] - a[1])) {
    console.log(`  ${key.padEnd(46)} ${String(bytes).padStart(8)} ${percent(bytes)}`);
  }
  console.log(`  largest modules:`);
  for (const { input, bytes } of modules
    .slice()
    .sort((a, b) => b.bytes - a.bytes)
    .slice(0, top)) {
    const short = input.split('node_modules/').at(-1);
    console.log(`  ${short.slice(-46).padEnd(46)} ${String(bytes).padStart(8)} ${percent(bytes)}`);
  }
}
