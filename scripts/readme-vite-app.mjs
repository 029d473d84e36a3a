#!/usr/bin/env node
// The README's quick starts, pasted verbatim into a fresh Vite React TypeScript app, must
// compile and build with exactly the packages the README tells a reader to install. This script
// lays out create-vite's react-ts template (scripts/vite-template/, create-vite 9.3.0's files;
// only App.tsx is trimmed of its images) in a temporary folder, offline, and gives it a
// node_modules that holds only:
//   - the template's own packages (its package.json, but oxlint: nothing here lints);
//   - the packages of the README's install line for `latchkey/ui` (the quick starts say "after
//     the forms' line"): latchkey itself is the packed tarball (`npm pack`: needs `npm run
//     build` first), plus what npm adds for it (its dependencies and non-optional peers).
// Each is a symlink to the repo's own copy: a linked package resolves its own dependencies from
// its real path, as Node and Vite do, but the app and latchkey see nothing else. A peer missing
// from the install line therefore fails the build: Vite stubs a missing optional peer, and the
// bundle then lacks its exports (`"AlertDialog" is not exported by
// "__vite-optional-peer-dep:radix-ui:latchkey"`).
// Then it pastes each README block marked `<!-- file: <path> -->` as that file, in README order,
// and runs `tsc -b` and `vite build`. When a block would replace a file an earlier block pasted
// (the hooks and the forms quick starts are both src/App.tsx), the app is checked first and then
// the next block pasted over it. Finally it proves the check is not vacuous: a file with a
// mistake must fail `tsc -b`.
//
//   node scripts/readme-vite-app.mjs [--readme <file>] [--keep]
//
// --readme checks another Markdown file (a broken copy, to see the failure: drop radix-ui from
// its forms' install line, or break a block); --keep leaves the app in place and prints where.
import { execFileSync, spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { parseArgs, stripVTControlCharacters } from 'node:util';

const root = resolve(import.meta.dirname, '..');
const templateDir = join(root, 'scripts', 'vite-template');
const { values } = parseArgs({
  options: { readme: { type: 'string' }, keep: { type: 'boolean', default: false } },
});
const readmePath = resolve(values.readme ?? join(root, 'README.md'));
const started = performance.now();
const seconds = (since) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

/** The blocks of `markdown` marked `<!-- file: path -->` (other comments may sit between). */
function fileBlocks(markdown) {
  const lines = markdown.split('\n');
  const blocks = [];
  let file;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i].trim();
    const marker = /^<!--\s*file:\s*(\S+)\s*-->$/.exec(line);
    if (marker) {
      file = marker[1];
      continue;
    }
    const fence = /^```(\w*)$/.exec(line);
    if (fence) {
      const end = lines.findIndex((next, j) => j > i && next.trim() === '```');
      if (end === -1) throw new Error(`${readmePath}:${i + 1}: a code block is never closed`);
      if (file) blocks.push({ file, line: i + 1, code: `${lines.slice(i + 1, end).join('\n')}\n` });
      file = undefined;
      i = end;
      continue;
    }
    // Only blank lines and other HTML comments may stand between a marker and its block.
    if (line !== '' && !line.startsWith('<!--') && !line.endsWith('-->')) file = undefined;
  }
  return blocks;
}

/** The packages of the Install table's row for `latchkey/ui`: `npm install a b` → [a, b]. */
function formsInstallLine(markdown) {
  const row = markdown.split('\n').find((line) => /^\|[^|]*`latchkey\/ui`/.test(line));
  const command = row && /`npm install ([^`]+)`/.exec(row);
  if (!command)
    throw new Error(`${readmePath}: no Install table row with \`npm install\` for \`latchkey/ui\``);
  return command[1]
    .split(/\s+/)
    .filter((word) => word !== '' && !word.startsWith('-'))
    .map((spec) => spec.replace(/(.)@.*$/, '$1')); // react@19 → react; @scope/name stays
}

/** Every file of scripts/vite-template, as path → text. */
function readTemplate(dir = templateDir) {
  const files = {};
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    files[relative(templateDir, path)] = readFileSync(path, 'utf8');
  }
  return files;
}

const template = readTemplate();
const work = mkdtempSync(join(tmpdir(), 'latchkey-readme-vite-'));
const modules = join(work, 'node_modules');
const tsc = join(root, 'node_modules', 'typescript', 'bin', 'tsc');
const vite = join(root, 'node_modules', 'vite', 'bin', 'vite.js');

/** Links work/node_modules/<name> to the repo's copy; answers false when the repo has none. */
function link(name) {
  const target = join(root, 'node_modules', name);
  if (!existsSync(target)) return false;
  mkdirSync(dirname(join(modules, name)), { recursive: true });
  if (!existsSync(join(modules, name))) symlinkSync(target, join(modules, name));
  return true;
}

/** work/node_modules: the packed latchkey, and links to the template's and the line's packages. */
function install(line) {
  if (!existsSync(join(root, 'dist', 'index.js')) || !existsSync(join(root, 'dist', 'index.d.ts')))
    throw new Error('dist/ (with its .d.ts) is missing: run `npm run build` first');
  const packed = execFileSync('npm', ['pack', '--silent', '--pack-destination', work], {
    cwd: root,
    encoding: 'utf8',
  });
  const latchkey = join(modules, 'latchkey');
  mkdirSync(latchkey, { recursive: true });
  const tarball = join(work, packed.trim().split('\n').at(-1));
  execFileSync('tar', ['-xzf', tarball, '-C', latchkey, '--strip-components=1']);

  const { dependencies = {}, devDependencies = {} } = JSON.parse(template['package.json']);
  const lintOnly = new Set(['oxlint']);
  const fromTemplate = Object.keys({ ...dependencies, ...devDependencies }).filter(
    (name) => !lintOnly.has(name),
  );
  // What npm installs with latchkey: its dependencies and its peers that are not optional.
  const pkg = JSON.parse(readFileSync(join(latchkey, 'package.json'), 'utf8'));
  const optional = pkg.peerDependenciesMeta ?? {};
  const withLatchkey = [
    ...Object.keys(pkg.dependencies ?? {}),
    ...Object.keys(pkg.peerDependencies ?? {}).filter((name) => !optional[name]?.optional),
  ];
  if (!line.includes('latchkey')) throw new Error("the forms' install line lacks latchkey");
  const names = [...new Set([...fromTemplate, ...line, ...withLatchkey])].filter(
    (name) => name !== 'latchkey',
  );
  const missing = names.filter((name) => !link(name));
  if (missing.length > 0)
    throw new Error(`not in the repo's node_modules (npm install them): ${missing.join(', ')}`);
  return names;
}

/** Writes `files` as an app in its own folder (work/node_modules is found by walking up). */
function writeApp(name, files) {
  const app = join(work, name);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(app, path)), { recursive: true });
    writeFileSync(join(app, path), text);
  }
  return app;
}

function run(command, args, cwd) {
  const result = spawnSync(process.execPath, [command, ...args], { cwd, encoding: 'utf8' });
  const output = stripVTControlCharacters(`${result.stdout}${result.stderr}`).trim();
  return { ok: result.status === 0, output };
}

/**
 * The app with the pasted blocks: `tsc -b`, then `vite build`. A pasted module that nothing
 * imports (the client's src/auth.ts) is imported by main.tsx, so the build bundles it too.
 */
function check(name, pasted) {
  const files = { ...template };
  for (const block of pasted.values()) files[block.file] = block.code;
  const extra = [...pasted.keys()].filter(
    (path) => /^src\/.*\.tsx?$/.test(path) && !['src/main.tsx', 'src/App.tsx'].includes(path),
  );
  files['src/main.tsx'] =
    `${extra.map((path) => `import './${path.slice(4)}'\n`).join('')}${files['src/main.tsx']}`;
  const app = writeApp(name, files);
  const where = [...pasted.values()].map((block) => `${block.file} (README line ${block.line})`);
  console.log(`${name}: ${where.join(', ')}`);
  let since = performance.now();
  const types = run(tsc, ['-b'], app);
  console.log(`  tsc -b: ${types.ok ? 'ok' : 'FAILED'} (${seconds(since)})`);
  if (!types.ok) return fail(atReadmeLines(types.output, pasted));
  since = performance.now();
  const build = run(vite, ['build', '--logLevel', 'warn'], app);
  console.log(`  vite build: ${build.ok ? 'ok' : 'FAILED'} (${seconds(since)})`);
  if (!build.ok) return fail(build.output);
  return true;
}

/** `src/App.tsx(6,18): error …` gains the README line it came from: `[README.md:182]`. */
function atReadmeLines(output, pasted) {
  return output.replace(/^(\S+)\((\d+),(\d+)\)/gm, (match, path, line) => {
    const block = pasted.get(path);
    return block ? `${match} [${readmePath}:${block.line + Number(line)}]` : match;
  });
}

function fail(output) {
  console.error(output.split('\n').slice(0, 40).join('\n'));
  return false;
}

let ok = false;
try {
  const markdown = readFileSync(readmePath, 'utf8');
  const blocks = fileBlocks(markdown);
  if (blocks.length === 0) throw new Error(`${readmePath}: no block is marked <!-- file: … -->`);
  let since = performance.now();
  const linked = install(formsInstallLine(markdown));
  console.log(`packed latchkey; linked only ${linked.sort().join(' ')} (${seconds(since)})`);

  ok = true;
  let pasted = new Map();
  let round = 0;
  for (const block of blocks) {
    if (pasted.has(block.file)) {
      round += 1;
      ok = check(`app-${round}`, pasted) && ok;
      pasted = new Map([...pasted].filter(([path]) => path !== block.file));
    }
    pasted.set(block.file, block);
  }
  round += 1;
  ok = check(`app-${round}`, pasted) && ok;

  // Were latchkey's types unresolvable, everything would be `any` and nothing could fail.
  since = performance.now();
  const app = writeApp('app-mistake', {
    ...template,
    'src/mistake.ts':
      "import { createAuthClient } from 'latchkey'\n\nexport const auth = createAuthClient({ appId: 'demo-app' })\n",
  });
  const mistake = run(tsc, ['-b'], app);
  const caught =
    !mistake.ok && /src\/mistake\.ts\(3,\d+\): error TS\d+:.*baseUrl/.test(mistake.output);
  console.log(
    `a mistake (createAuthClient without baseUrl) fails tsc -b: ${caught ? 'yes' : 'NO'} (${seconds(since)})`,
  );
  if (!caught) {
    console.error(mistake.output);
    ok = false;
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  ok = false;
} finally {
  if (values.keep) console.log(`kept: ${work}`);
  else rmSync(work, { recursive: true, force: true });
}
console.log(
  `README quick starts in a scratch Vite app: ${ok ? 'ok' : 'FAILED'} (${seconds(started)})`,
);
process.exit(ok ? 0 : 1);
