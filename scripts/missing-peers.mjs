#!/usr/bin/env node
// What an app that skipped an install line gets: the packed package in a scratch app with only
// its regular dependencies plus the peers named, then each entry imported from plain Node.
// `latchkey` must work with zod alone (no React pulled in); an entry whose peer is missing must
// fail naming that peer (ES modules resolve imports before any code runs, so Node's error is
// the message: the README's install table says what to add). Needs `npm run build` first.
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const scratch = mkdtempSync(join(tmpdir(), 'latchkey-peers-'));

/** A scratch app with latchkey, its dependencies (and theirs) and the given peers, linked. */
function appWith(tarball, peers) {
  const app = mkdtempSync(join(scratch, 'app-'));
  const installed = join(app, 'node_modules', 'latchkey');
  mkdirSync(installed, { recursive: true });
  execFileSync('tar', ['-xzf', tarball, '-C', installed, '--strip-components=1']);
  const { dependencies = {} } = JSON.parse(readFileSync(join(installed, 'package.json'), 'utf8'));
  const link = (name) => {
    const target = join(app, 'node_modules', name);
    mkdirSync(resolve(target, '..'), { recursive: true });
    symlinkSync(join(root, 'node_modules', name), target);
  };
  // tough-cookie's own dependencies resolve from the repo's node_modules (its real path).
  for (const name of [...Object.keys(dependencies), ...peers]) link(name);
  writeFileSync(join(app, 'package.json'), '{"type":"module"}');
  return app;
}

function importIn(app, specifier) {
  const run = spawnSync('node', ['--input-type=module', '-e', `await import('${specifier}')`], {
    cwd: app,
    encoding: 'utf8',
  });
  return { ok: run.status === 0, stderr: run.stderr };
}

try {
  const tarball = join(
    scratch,
    execFileSync('npm', ['pack', '--silent', '--pack-destination', scratch], {
      cwd: root,
      encoding: 'utf8',
    })
      .trim()
      .split('\n')
      .at(-1),
  );
  const cases = [
    { peers: ['zod'], entry: 'latchkey', missing: undefined },
    { peers: [], entry: 'latchkey', missing: 'zod' },
    { peers: ['zod'], entry: 'latchkey/react', missing: 'react' },
    {
      peers: ['zod', 'react', 'react-dom'],
      entry: 'latchkey/react',
      missing: '@tanstack/react-query',
    },
    {
      peers: ['zod', 'react', 'react-dom', '@tanstack/react-query'],
      entry: 'latchkey/react',
      missing: undefined,
    },
  ];
  for (const { peers, entry, missing } of cases) {
    const result = importIn(appWith(tarball, peers), entry);
    const given = peers.length ? peers.join(', ') : 'no peers';
    if (missing === undefined) {
      assert.ok(result.ok, `${entry} with ${given} must import:\n${result.stderr}`);
      console.log(`missing peers: ${entry} imports with ${given} alone`);
    } else {
      assert.ok(!result.ok, `${entry} without ${missing} must fail`);
      assert.match(result.stderr, /ERR_MODULE_NOT_FOUND/);
      assert.ok(
        result.stderr.includes(`Cannot find package '${missing}'`),
        `${entry} without ${missing} must name it:\n${result.stderr}`,
      );
      console.log(`missing peers: ${entry} with ${given} fails naming '${missing}'`);
    }
  }
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
