#!/usr/bin/env node
// Smoke test of the built package as a user gets it: `npm pack`, install the tarball into a
// scratch app, and import it by name from plain Node ESM, through the `exports` map. Checks
// that the Node build carries its cookie jar (the `#cookie-jar` import condition).
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { copyFile, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const app = await mkdtemp(join(tmpdir(), 'latchkey-smoke-'));
const npm = (...args) =>
  execFileSync('npm', args, { cwd: app, stdio: ['ignore', 'pipe', 'inherit'] }).toString();

try {
  const tarball = execFileSync('npm', ['pack', '--silent', '--pack-destination', app], {
    cwd: root,
  })
    .toString()
    .trim()
    .split('\n')
    .at(-1);
  await writeFile(
    join(app, 'package.json'),
    JSON.stringify({ name: 'smoke-app', private: true, type: 'module' }),
  );
  const peer = (name) =>
    `${name}@${JSON.parse(readFileSync(join(root, 'node_modules', name, 'package.json'), 'utf8')).version}`;
  npm(
    'install',
    '--prefer-offline',
    '--no-audit',
    '--no-fund',
    join(app, tarball),
    ...['zod', 'react', 'react-dom', '@tanstack/react-query'].map(peer),
  );

  // Client components keep their 'use client' directive in the package (Next.js App Router).
  const installed = join(app, 'node_modules', 'latchkey');
  for (const file of execFileSync('git', ['grep', '-l', "^'use client';", '--', 'src/react'], {
    cwd: root,
  })
    .toString()
    .trim()
    .split('\n')) {
    const built = join(installed, file.replace(/^src\//, 'dist/').replace(/\.tsx?$/, '.js'));
    if (!readFileSync(built, 'utf8').startsWith('"use client"'))
      throw new Error(`${built} lost its 'use client' directive`);
  }

  await copyFile(join(root, 'scripts', 'smoke-app.mjs'), join(app, 'check.mjs'));
  process.stdout.write(execFileSync('node', ['check.mjs'], { cwd: app }).toString());
} finally {
  await rm(app, { recursive: true, force: true });
}
