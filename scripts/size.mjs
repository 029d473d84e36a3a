#!/usr/bin/env node
// `npm run size`: bundles each entry of size-budget.json as a browser app would: latchkey is the
// packed package (`npm pack` of the build, so `npm run build` must have run) installed in a scratch
// app's node_modules, and a page entry is an app file that renders it (`app`: JSX, React external,
// everything else bundled), so the figures are what a user's bundler reports. It prints raw / gzip / brotli
// bytes of what a page loads first (chunks loaded by `import()` are listed apart, not counted),
// a breakdown by package for entries with `breakdown: true`, and fails when an entry is over its gzip budget or pulls in a forbidden module.
// First the package itself (size-budget.json's `package`, see package-size.mjs): packed and
// unpacked bytes and files of the tarball, and what a React app installs with it.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { build, transform } from 'esbuild';
import { installFigures } from './package-size.mjs';
import { printBreakdown, splitChunks, sum } from './size-breakdown.mjs';

const root = resolve(import.meta.dirname, '..');
const { entries, package: packageBudget } = JSON.parse(
  await readFile(join(root, 'size-budget.json'), 'utf8'),
);

// A scratch app that depends on latchkey the way a user's app does: the packed tarball unpacked
// into node_modules/latchkey (only what `files` ships). Its dependencies and peers resolve from
// this repository's node_modules (nodePaths below), the versions its lockfile pins.
const app = await mkdtemp(join(tmpdir(), 'latchkey-size-'));
const installed = join(app, 'node_modules', 'latchkey');
await mkdir(installed, { recursive: true });
const [pack] = JSON.parse(
  execFileSync('npm', ['pack', '--json', '--silent', '--pack-destination', app], {
    cwd: root,
    encoding: 'utf8',
  }),
);
const tarball = join(app, pack.filename);
execFileSync('tar', ['-xzf', tarball, '-C', installed, '--strip-components=1']);

const rows = [];
let failed = false;
try {
  // The package: what npm downloads and unpacks, then what an app's install line brings.
  const install = await installFigures(root, app, tarball, packageBudget.install);
  const figures = [
    ['packed (npm pack, gzip tarball)', pack.size, packageBudget.packedBudget],
    ['unpacked', pack.unpackedSize, packageBudget.unpackedBudget],
    ['files', pack.entryCount, packageBudget.filesBudget],
    [
      'installed: latchkey and what only it brings',
      install.installed,
      packageBudget.installedBudget,
    ],
  ];
  const shipped = pack.files.map((file) => file.path);
  const unwanted = shipped.filter((path) =>
    packageBudget.forbidFiles.some((pattern) => new RegExp(pattern).test(path)),
  );
  // A declaration that spells out a long literal type (a data module's string, inferred as its
  // value) costs every app's editor and type check that many bytes: type it `string`.
  const literals = shipped
    .filter((path) => path.endsWith('.d.ts'))
    .filter((path) =>
      new RegExp(`["'\`][^"'\`\n]{${packageBudget.declarationLiteralMax},}`).test(
        readFileSync(join(installed, path), 'utf8'),
      ),
    );
  console.log(
    `${'package'.padEnd(50)} ${'size'.padStart(10)} ${'budget'.padStart(10)}\n${figures
      .map(([name, value, budget]) => {
        failed ||= value > budget;
        return `${name.padEnd(50)} ${String(value).padStart(10)} ${String(budget).padStart(10)}${value > budget ? '  OVER BUDGET' : ''}`;
      })
      .join('\n')}`,
  );
  console.log(
    `${'  node_modules in all (the peers too)'.padEnd(50)} ${String(install.whole).padStart(10)}\n` +
      `  the app: npm install latchkey ${packageBudget.install.join(' ')}\n` +
      `  latchkey's share: ${install.share.map(({ name, bytes }) => `${name} ${bytes}`).join(', ')}`,
  );
  if (unwanted.length > 0) {
    failed = true;
    console.log(`  FORBIDDEN FILES in the package: ${unwanted.join(', ')}`);
  }
  if (literals.length > 0) {
    failed = true;
    console.log(
      `  LITERAL TYPES over ${packageBudget.declarationLiteralMax} characters in: ${literals.join(', ')}`,
    );
  }
  console.log('');

  for (const entry of entries) {
    if (entry.eachFileIn) {
      // Each module of a folder, minified alone (a locale: what an app importing it pays); the
      // row is the largest, named.
      const dir = join(installed, entry.eachFileIn);
      const sizes = [];
      for (const name of (await readdir(dir)).filter((file) => file.endsWith('.js'))) {
        const { code } = await transform(await readFile(join(dir, name), 'utf8'), {
          minify: true,
          charset: 'utf8',
        });
        const bytes = Buffer.from(code);
        sizes.push({ name, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length, bytes });
      }
      const largest = sizes.sort((a, b) => b.gzip - a.gzip)[0];
      const over = largest.gzip > entry.gzipBudget;
      failed ||= over;
      rows.push({
        entry: { ...entry, name: `${entry.name}: ${largest.name} of ${sizes.length}` },
        raw: largest.raw,
        gzip: largest.gzip,
        brotli: brotliCompressSync(largest.bytes).length,
        over,
        forbidden: [],
      });
      continue;
    }
    if (entry.file) {
      // A file shipped as it is (the stylesheet): its own bytes.
      const bytes = await readFile(join(installed, entry.file));
      const gzip = gzipSync(bytes, { level: 9 }).length;
      const over = gzip > entry.gzipBudget;
      failed ||= over;
      rows.push({
        entry,
        raw: bytes.length,
        gzip,
        brotli: brotliCompressSync(bytes).length,
        over,
        forbidden: [],
      });
      continue;
    }
    // `app`: a page that renders (JSX); `code`: a module that re-exports (a library's own code).
    const file = join(app, `entry-${rows.length}.${entry.app ? 'jsx' : 'js'}`);
    await writeFile(file, entry.app ?? entry.code);
    // Split as an app's bundler does: a module imported with `import()` becomes a chunk of its
    // own, loaded when needed, and does not count in the entry's budget.
    const result = await build({
      entryPoints: [file],
      bundle: true,
      splitting: true,
      outdir: join(app, `out-${rows.length}`),
      write: false,
      format: 'esm',
      platform: 'browser',
      minify: true,
      metafile: true,
      logLevel: 'silent',
      tsconfigRaw: '{}',
      jsx: 'automatic',
      // What a production build does (Vite, Next.js, React Router): dev-only warnings and checks
      // behind process.env.NODE_ENV drop out, latchkey's and TanStack Query's alike.
      define: { 'process.env.NODE_ENV': '"production"' },
      nodePaths: [join(root, 'node_modules')],
      external: [
        'react',
        'react-dom',
        'react-dom/client',
        'react/jsx-runtime',
        ...(entry.external ?? []),
      ],
    });
    const chunks = splitChunks(result, file);
    const initial = chunks.filter((chunk) => chunk.initial);
    const gzip = sum(initial.map((chunk) => gzipSync(chunk.bytes, { level: 9 }).length));
    const brotli = sum(initial.map((chunk) => brotliCompressSync(chunk.bytes).length));
    // Modules that contribute bytes (the metafile also lists modules tree-shaken to nothing).
    const inputs = Object.values(result.metafile.outputs)
      .flatMap((output) => Object.entries(output.inputs))
      .filter(([, { bytesInOutput }]) => bytesInOutput > 0)
      .map(([path]) => path);
    const forbidden = (entry.forbid ?? []).filter((part) =>
      inputs.some((input) => input.includes(part)),
    );
    // `lazyGzipBudget`: what the page loads later, all its chunks together (the strength
    // meter's download on the sign-up page).
    const lazyGzip = sum(
      chunks
        .filter((chunk) => !chunk.initial)
        .map((chunk) => gzipSync(chunk.bytes, { level: 9 }).length),
    );
    const lazyOver = entry.lazyGzipBudget !== undefined && lazyGzip > entry.lazyGzipBudget;
    const over = gzip > entry.gzipBudget;
    failed ||= over || lazyOver || forbidden.length > 0;
    const raw = sum(initial.map((chunk) => chunk.bytes.length));
    rows.push({ entry, raw, gzip, brotli, over, forbidden, chunks, lazyGzip, lazyOver });
  }
} finally {
  await rm(app, { recursive: true, force: true });
}

const pad = (value, width) => String(value).padStart(width);
console.log(
  `${'entry'.padEnd(50)} ${pad('raw', 8)} ${pad('gzip', 8)} ${pad('brotli', 8)} ${pad('budget', 8)}`,
);
for (const { entry, raw, gzip, brotli, over, forbidden, chunks = [], lazyGzip, lazyOver } of rows) {
  const verdict = over
    ? '  OVER BUDGET'
    : forbidden.length
      ? `  FORBIDDEN: ${forbidden.join(', ')}`
      : '';
  console.log(
    `${entry.name.padEnd(50)} ${pad(raw, 8)} ${pad(gzip, 8)} ${pad(brotli, 8)} ${pad(entry.gzipBudget, 8)}${verdict}`,
  );
  for (const chunk of chunks.filter((each) => !each.initial)) {
    const name = `  + lazy chunk (${chunk.top.slice(0, 2).join(', ')})`.slice(0, 50);
    console.log(
      `${name.padEnd(50)} ${pad(chunk.bytes.length, 8)} ${pad(gzipSync(chunk.bytes, { level: 9 }).length, 8)} ${pad(brotliCompressSync(chunk.bytes).length, 8)} ${pad('-', 8)}`,
    );
  }
  if (entry.lazyGzipBudget !== undefined) {
    console.log(
      `${'  = loaded later, in all'.padEnd(50)} ${pad('', 8)} ${pad(lazyGzip, 8)} ${pad('', 8)} ${pad(entry.lazyGzipBudget, 8)}${lazyOver ? '  OVER BUDGET' : ''}`,
    );
  }
}
// SIZE_BREAKDOWN=1 prints it for every entry; SIZE_TOP=40 lists 40 modules instead of 12.
for (const { entry, chunks = [] } of rows.filter(
  (row) => row.entry.breakdown || process.env.SIZE_BREAKDOWN,
)) {
  const initial = chunks.filter((chunk) => chunk.initial);
  printBreakdown(entry.name, initial, Number(process.env.SIZE_TOP) || 12);
}
if (failed) {
  console.error('size: budget exceeded or forbidden module bundled (see above)');
  process.exit(1);
}
