#!/usr/bin/env node
// Type-checks the shadcn registry's items as an app that installed them would: a throwaway
// folder outside the repository with the primitives at components/ui, a `cn` at lib/utils.ts,
// the items at components/latchkey and `@/*` paths; `latchkey` is this repository's build
// (run `npm run build` first), everything else this repository's node_modules. No network: the
// primitives come from a folder given on the command line (shadcn's own are not in this repo).
//
//   node scripts/registry-typecheck.mjs --primitives test/shadcn/primitives [--modules DIR]
//
// --package: the latchkey package to type-check against (default: this repository, built).
// --modules: a node_modules folder whose packages win over the repository's (e.g. one holding
// class-variance-authority and lucide-react when the primitives import them).
import { spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({
  options: {
    primitives: { type: 'string' },
    modules: { type: 'string' },
    package: { type: 'string' },
    keep: { type: 'boolean' },
  },
});
if (!values.primitives) {
  console.error(
    'usage: registry-typecheck.mjs --primitives DIR [--modules DIR] [--package DIR] [--keep]',
  );
  process.exit(2);
}
// A folder of primitives, or an app-like folder holding them at components/ui.
const given = resolve(values.primitives);
const primitives = existsSync(join(given, 'components/ui')) ? join(given, 'components/ui') : given;
const latchkey = resolve(values.package ?? repo);
if (!existsSync(join(latchkey, 'dist/ui.d.ts'))) {
  console.error('dist/ui.d.ts is missing: run `npm run build` first');
  process.exit(2);
}

const app = mkdtempSync(join(tmpdir(), 'latchkey-registry-'));
try {
  cpSync(primitives, join(app, 'components/ui'), { recursive: true });
  cpSync(join(repo, 'registry/latchkey'), join(app, 'components/latchkey'), { recursive: true });
  mkdirSync(join(app, 'lib'));
  writeFileSync(
    join(app, 'lib/utils.ts'),
    [
      "import { type ClassValue, clsx } from 'clsx';",
      "import { twMerge } from 'tailwind-merge';",
      'export function cn(...inputs: ClassValue[]) {',
      '  return twMerge(clsx(inputs));',
      '}',
      '',
    ].join('\n'),
  );
  // The app's node_modules: the repository's packages (the extra folder's first), and
  // `latchkey` as its built package, reached through its `exports` as an app reaches it.
  const modules = join(app, 'node_modules');
  mkdirSync(modules);
  const link = (from, name) => {
    const to = join(modules, name);
    if (existsSync(to)) return;
    mkdirSync(dirname(to), { recursive: true });
    symlinkSync(join(from, name), to);
  };
  for (const root of [values.modules && resolve(values.modules), join(repo, 'node_modules')]) {
    if (!root) continue;
    for (const name of readdirSync(root)) {
      if (name.startsWith('.') || name === 'latchkey') continue;
      if (name.startsWith('@'))
        for (const sub of readdirSync(join(root, name))) link(root, `${name}/${sub}`);
      else link(root, name);
    }
  }
  symlinkSync(latchkey, join(modules, 'latchkey'));
  writeFileSync(
    join(app, 'tsconfig.json'),
    JSON.stringify(
      {
        compilerOptions: {
          target: 'ES2022',
          lib: ['ES2022', 'DOM', 'DOM.Iterable'],
          module: 'ESNext',
          moduleResolution: 'bundler',
          jsx: 'react-jsx',
          strict: true,
          noUncheckedIndexedAccess: true,
          exactOptionalPropertyTypes: false,
          skipLibCheck: true,
          noEmit: true,
          types: [],
          paths: { '@/*': ['./*'] },
        },
        include: ['components/**/*.tsx', 'lib/**/*.ts'],
      },
      null,
      2,
    ),
  );
  const tsc = join(repo, 'node_modules/typescript/bin/tsc');
  const run = spawnSync(process.execPath, [tsc, '-p', app], { stdio: 'inherit' });
  if (run.status === 0) console.log(`registry items type-check (${app})`);
  process.exitCode = run.status ?? 1;
} finally {
  if (values.keep) console.log(`kept ${app}`);
  else rmSync(app, { recursive: true, force: true });
}
