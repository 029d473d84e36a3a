#!/usr/bin/env node
// Consumer type test: a scratch app (scripts/consumer-app/) compiled with `tsc` against the
// packed package, once under `moduleResolution: nodenext` and once under `bundler`. Each app
// must compile, and must fail once a deliberate mistake (mistake.ts) is added: were the
// package's declarations unresolvable, every import would be `any` and nothing would fail.
// Needs `npm run build` first. The app's other packages are the repo's own node_modules.
// Once more with @types/react 18 (from .ci/react18, installed when missing), skipLibCheck off:
// an app on React 18 compiles, and no declaration of ours needs React 19-only types.
import { execFileSync, spawnSync } from 'node:child_process';
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
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const tsc = join(root, 'node_modules', '.bin', 'tsc');
const app = mkdtempSync(join(tmpdir(), 'latchkey-consumer-'));

const resolutions = {
  nodenext: { module: 'nodenext', moduleResolution: 'nodenext' },
  bundler: { module: 'preserve', moduleResolution: 'bundler' },
};

/** React 18's types for every `react`/`react-dom` import, the libraries' declarations' too. */
const react18Types = join(root, '.ci', 'react18', 'node_modules', '@types');
const onReact18 = {
  skipLibCheck: false,
  paths: Object.fromEntries(
    ['react', 'react-dom'].flatMap((name) => [
      [name, [join(react18Types, name)]],
      [`${name}/*`, [join(react18Types, name, '*')]],
    ]),
  ),
};

function compile(name, files, options = {}) {
  const tsconfig = join(app, `tsconfig.${name}.json`);
  writeFileSync(
    tsconfig,
    JSON.stringify({
      compilerOptions: {
        ...resolutions[name.split('-')[0]],
        target: 'es2022',
        lib: ['es2023', 'dom', 'dom.iterable'],
        types: ['node'],
        jsx: 'react-jsx',
        strict: true,
        skipLibCheck: true,
        noEmit: true,
        ...options,
      },
      files,
    }),
  );
  const run = spawnSync(tsc, ['-p', tsconfig], { cwd: app, encoding: 'utf8' });
  return { ok: run.status === 0, output: `${run.stdout}${run.stderr}`.trim() };
}

let failed = false;
try {
  // The package exactly as npm would install it: the tarball, unpacked.
  const tarball = execFileSync('npm', ['pack', '--silent', '--pack-destination', app], {
    cwd: root,
    encoding: 'utf8',
  })
    .trim()
    .split('\n')
    .at(-1);
  const installed = join(app, 'node_modules', 'latchkey');
  mkdirSync(installed, { recursive: true });
  execFileSync('tar', ['-xzf', join(app, tarball), '-C', installed, '--strip-components=1']);
  // Every other package the app may import: the repo's, linked (peers, @types, ...).
  for (const name of readdirSync(join(root, 'node_modules'))) {
    if (name.startsWith('.') || name === 'latchkey') continue;
    symlinkSync(join(root, 'node_modules', name), join(app, 'node_modules', name));
  }
  writeFileSync(
    join(app, 'package.json'),
    JSON.stringify({ name: 'consumer-app', private: true, type: 'module' }),
  );
  cpSync(join(root, 'scripts', 'consumer-app'), join(app, 'src'), { recursive: true });
  const appFiles = [
    'src/client.ts',
    'src/react.tsx',
    'src/ui.tsx',
    'src/server.ts',
    'src/register.ts',
  ];

  for (const name of Object.keys(resolutions)) {
    const clean = compile(name, appFiles);
    const broken = compile(`${name}-mistake`, [...appFiles, 'src/mistake.ts']);
    const caught = !broken.ok && broken.output.includes('src/mistake.ts');
    console.log(
      `consumer types (${name}): app ${clean.ok ? 'compiles' : 'FAILS'}; deliberate mistake ${caught ? 'reported' : 'NOT REPORTED'}`,
    );
    if (!clean.ok) console.error(clean.output);
    if (!caught) console.error(broken.output || '(tsc reported nothing)');
    failed ||= !clean.ok || !caught;
  }

  if (!existsSync(react18Types)) {
    execFileSync('npm', [
      'ci',
      '--prefix',
      join(root, '.ci', 'react18'),
      '--no-audit',
      '--no-fund',
    ]);
  }
  const react18 = compile('bundler-react18', ['src/react.tsx', 'src/ui.tsx'], onReact18);
  console.log(
    `consumer types (bundler, @types/react 18): app ${react18.ok ? 'compiles' : 'FAILS'}`,
  );
  if (!react18.ok) console.error(react18.output);
  failed ||= !react18.ok;
} finally {
  rmSync(app, { recursive: true, force: true });
}
if (failed) process.exit(1);
