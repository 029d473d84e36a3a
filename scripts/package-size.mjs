// What `npm run size` reads of the package itself (size-budget.json's `package`): the tarball
// (`npm pack`: packed bytes, unpacked bytes, files), and what a React app installs with it: a
// scratch app given the README's `latchkey/ui` install line (the peers at this repository's
// versions, from npm's cache when it has them), its node_modules measured whole and latchkey's
// share of it (latchkey and the packages only it brings in).
import { execFileSync } from 'node:child_process';
import { existsSync, lstatSync, readdirSync, readFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';

/**
 * Bytes of the files under `path` (apparent sizes, as `du -sb`; symlinks not followed), but for
 * the `node_modules` folder right inside it when `ownOnly` (a package's nested packages count
 * apart).
 */
export function bytesUnder(path, ownOnly = false) {
  const stat = lstatSync(path);
  if (!stat.isDirectory()) return stat.size;
  let total = 0;
  for (const name of readdirSync(path)) {
    if (!(ownOnly && name === 'node_modules')) total += bytesUnder(join(path, name));
  }
  return total;
}

/** The folder Node would load `name` from, for a package in `from`, inside `app`. */
function resolvePackage(app, from, name) {
  for (let dir = from; dir.startsWith(app); dir = dirname(dir)) {
    const candidate = join(dir, 'node_modules', name);
    if (existsSync(join(candidate, 'package.json'))) return candidate;
    if (dir === app) break;
  }
  return undefined;
}

/**
 * The installed folders `names` need: each, and what its dependencies (optional ones too, when
 * installed; peers only when not optional, as npm installs them) need, transitively.
 */
function closure(app, names) {
  const seen = new Set();
  const stack = names.map((name) => resolvePackage(app, app, name));
  while (stack.length > 0) {
    const dir = stack.pop();
    if (dir === undefined || seen.has(dir)) continue;
    seen.add(dir);
    const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
    const optionalPeers = manifest.peerDependenciesMeta ?? {};
    const needs = [
      ...Object.keys(manifest.dependencies ?? {}),
      ...Object.keys(manifest.optionalDependencies ?? {}),
      ...Object.keys(manifest.peerDependencies ?? {}).filter(
        (peer) => !optionalPeers[peer]?.optional,
      ),
    ];
    for (const name of needs) stack.push(resolvePackage(app, dir, name));
  }
  return seen;
}

/**
 * Installs `tarball` with `peers` (named at the versions in `root`'s node_modules) into a scratch
 * app under `scratch`, as `npm install latchkey <peers>` does, and measures it: the whole
 * node_modules, latchkey's share, and the packages of that share by size.
 */
export async function installFigures(root, scratch, tarball, peers) {
  const app = join(scratch, 'install');
  await mkdir(app, { recursive: true });
  await writeFile(
    join(app, 'package.json'),
    JSON.stringify({ name: 'size-app', private: true, type: 'module' }),
  );
  const pinned = peers.map(
    (name) =>
      `${name}@${JSON.parse(readFileSync(join(root, 'node_modules', name, 'package.json'), 'utf8')).version}`,
  );
  execFileSync(
    'npm',
    ['install', '--prefer-offline', '--no-audit', '--no-fund', '--silent', tarball, ...pinned],
    { cwd: app, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  const modules = join(app, 'node_modules');
  const theirs = closure(app, peers);
  const ours = [...closure(app, ['latchkey'])].filter((dir) => !theirs.has(dir));
  const share = ours
    .map((dir) => ({ name: relative(modules, dir), bytes: bytesUnder(dir, true) }))
    .sort((a, b) => b.bytes - a.bytes);
  return {
    whole: bytesUnder(modules),
    installed: share.reduce((total, { bytes }) => total + bytes, 0),
    share,
  };
}
