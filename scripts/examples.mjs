#!/usr/bin/env node
// The example apps (examples/) against the package exactly as users get it: build the library,
// `npm pack` it, install each example's frameworks from its committed package-lock.json and the
// tarball (never saved: the lockfiles stay free of a tarball's changing checksum), build each
// example, and run its Playwright test (examples/e2e/<name>.config.ts). Prints each step's time.
//   npm run examples                    all (next-app-router, react-router, react-router-7, tanstack-start)
//   npm run examples -- react-router    one
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { examples } from '../examples/e2e/examples.mjs';

const root = resolve(import.meta.dirname, '..');
const packDir = join(root, 'examples', '.pack');
const chosen = process.argv.slice(2);
for (const name of chosen) {
  if (!(name in examples))
    throw new Error(`No example "${name}": ${Object.keys(examples).join(', ')}`);
}
const selected = Object.values(examples).filter(
  (example) => chosen.length === 0 || chosen.includes(example.name),
);

const started = Date.now();
const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

/** Runs a command in `cwd`, its output shown, and prints how long it took; exits on failure. */
function run(label, command, args, { cwd = root, env = {} } = {}) {
  const since = Date.now();
  console.log(`\n-- ${label}: ${command} ${args.join(' ')}`);
  try {
    execFileSync(command, args, {
      cwd,
      stdio: 'inherit',
      env: { ...process.env, npm_config_yes: 'true', npm_config_fund: 'false', ...env },
    });
  } catch {
    console.error(`-- ${label}: FAILED after ${seconds(since)} (examples: ${seconds(started)})`);
    process.exit(1);
  }
  console.log(`-- ${label}: ${seconds(since)}`);
}

const npmInstall = ['install', '--no-save', '--no-audit', '--prefer-offline'];
const readStamp = (file) => (existsSync(file) ? readFileSync(file, 'utf8') : undefined);
const sha256 = (...files) => {
  const hash = createHash('sha256');
  for (const file of files) hash.update(readFileSync(file));
  return hash.digest('hex');
};

run('library build', 'npm', ['run', 'build', '--silent']);
rmSync(packDir, { recursive: true, force: true });
mkdirSync(packDir, { recursive: true });
run('npm pack', 'npm', ['pack', '--silent', '--pack-destination', packDir]);
const tarball = join(
  packDir,
  `latchkey-${JSON.parse(readFileSync(join(root, 'package.json'))).version}.tgz`,
);

for (const example of selected) {
  const { dir, name } = example;
  // The frameworks, exactly as locked. `npm install` rather than `npm ci`: the lock has no
  // entries for other platforms' optional binaries (@next/swc-darwin-*) when the registry it was
  // made against lacks them, and `npm ci` refuses that lock. Stamps skip what is already current.
  const lockStamp = join(dir, 'node_modules', '.latchkey-example-lock');
  const lock = sha256(join(dir, 'package.json'), join(dir, 'package-lock.json'));
  const packStamp = join(dir, 'node_modules', '.latchkey-example-pack');
  const pack = sha256(tarball);
  if (readStamp(lockStamp) === lock) {
    console.log(`\n-- ${name}: frameworks already installed as locked`);
  } else {
    rmSync(packStamp, { force: true });
    run(`${name}: install (lockfile)`, 'npm', npmInstall, { cwd: dir });
    writeFileSync(lockStamp, lock);
  }
  if (readStamp(packStamp) === pack) {
    console.log(`-- ${name}: this packed latchkey already installed`);
  } else {
    // The tarball as a user's `npm install latchkey` would get it, its own dependencies included.
    run(`${name}: install the packed latchkey`, 'npm', [...npmInstall, tarball], { cwd: dir });
    writeFileSync(packStamp, pack);
  }
  if (example.copy) {
    // The app it shares with another example, as that one has it now (never a stale copy).
    const since = Date.now();
    for (const path of example.copy.paths) {
      rmSync(join(dir, path), { recursive: true, force: true });
      cpSync(join(example.copy.from, path), join(dir, path), { recursive: true });
    }
    console.log(
      `-- ${name}: copied ${example.copy.paths.join(', ')} from ${example.copy.from}: ${seconds(since)}`,
    );
  }
  for (const [command, ...args] of example.build) {
    run(`${name}: ${command.split('/').at(-1)} ${args.join(' ')}`.trim(), command, args, {
      cwd: dir,
      env: example.env,
    });
  }
}

run('examples/e2e: tsc', 'node_modules/.bin/tsc', ['-p', 'examples/e2e/tsconfig.json']);
for (const example of selected) {
  run(
    `${example.name}: Playwright`,
    'node_modules/.bin/playwright',
    ['test', '-c', `examples/e2e/${example.name}.config.ts`],
    {
      env: { PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' },
    },
  );
}
console.log(
  `\nexamples: ${selected.map((example) => example.name).join(', ')} passed in ${seconds(started)}`,
);
