#!/usr/bin/env node
// The README's quick starts, pasted verbatim into a fresh Vite React TypeScript app, must
// compile and build. This script makes that app offline, as `npm create vite@latest --
// --template react-ts` (create-vite 9) lays it out, in a temporary folder; installs the packed
// latchkey tarball (`npm pack`: needs `npm run build` first) next to the repo's own packages
// (react, vite, @vitejs/plugin-react, typescript, the peers: linked from node_modules); then
// pastes each README block marked `<!-- file: <path> -->` as that file, in README order, and runs
// `tsc -b` and `vite build`. When a block would replace a file an earlier block pasted (the hooks
// and the forms quick starts are both src/App.tsx), the app is checked first and then the next
// block pasted over it. Finally it proves the check is not vacuous: a file with a mistake must
// fail `tsc -b`.
//
//   node scripts/readme-vite-app.mjs [--readme <file>] [--keep]
//
// --readme checks another Markdown file (a broken copy, to see the failure); --keep leaves the
// app in place and prints where.
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
import { dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';

const root = resolve(import.meta.dirname, '..');
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

/** create-vite 9's template-react-ts, as far as a build needs it. */
const template = {
  'package.json': `${JSON.stringify(
    {
      name: 'vite-react-typescript-starter',
      private: true,
      version: '0.0.0',
      type: 'module',
      scripts: { dev: 'vite', build: 'tsc -b && vite build', preview: 'vite preview' },
    },
    null,
    2,
  )}\n`,
  'tsconfig.json': `{
  "files": [],
  "references": [
    { "path": "./tsconfig.app.json" },
    { "path": "./tsconfig.node.json" }
  ]
}
`,
  'tsconfig.app.json': `{
  "compilerOptions": {
    "tsBuildInfoFile": "./node_modules/.tmp/tsconfig.app.tsbuildinfo",
    "target": "es2023",
    "lib": ["ES2023", "DOM"],
    "module": "esnext",
    "types": ["vite/client"],
    "allowArbitraryExtensions": true,
    "skipLibCheck": true,

    /* Bundler mode */
    "moduleResolution": "bundler",
    "allowImportingTsExtensions": true,
    "verbatimModuleSyntax": true,
    "moduleDetection": "force",
    "noEmit": true,
    "jsx": "react-jsx",

    /* Linting */
    "noUnusedLocals": true,
    "noUnusedParameters": true,
    "erasableSyntaxOnly": true,
    "noFallthroughCasesInSwitch": true
  },
  "include": ["src"]
}
`,
  'tsconfig.node.json': `{
  "compilerOptions": {
    "tsBuildInfoFile": "./node_modules/.tmp/tsconfig.node.tsbuildinfo",
    "target": "es2023",
    "lib": ["ES2023"],
    "types": ["node"],
    "skipLibCheck": true,

    /* Bundler mode */
    "module": "nodenext",
    "allowImportingTsExtensions": true,
    "verbatimModuleSyntax": true,
    "moduleDetection": "force",
    "noEmit": true,

    /* Linting */
    "noUnusedLocals": true,
    "noUnusedParameters": true,
    "erasableSyntaxOnly": true,
    "noFallthroughCasesInSwitch": true
  },
  "include": ["vite.config.ts"]
}
`,
  'vite.config.ts': `import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

// https://vite.dev/config/
export default defineConfig({
  plugins: [react()],
})
`,
  'index.html': `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <title>Vite + React + TS</title>
  </head>
  <body>
    <div id="root"></div>
    <script type="module" src="/src/main.tsx"></script>
  </body>
</html>
`,
  'src/main.tsx': `import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import './index.css'
import App from './App.tsx'

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
)
`,
  // The template's App shows Vite's logos; this one keeps its shape without the assets.
  'src/App.tsx': `import { useState } from 'react'

function App() {
  const [count, setCount] = useState(0)

  return (
    <button type="button" onClick={() => setCount((count) => count + 1)}>
      Count is {count}
    </button>
  )
}

export default App
`,
  'src/index.css': ':root {\n  font-family: system-ui, sans-serif;\n}\n',
};

const work = mkdtempSync(join(tmpdir(), 'latchkey-readme-vite-'));
const tsc = join(root, 'node_modules', 'typescript', 'bin', 'tsc');
const vite = join(root, 'node_modules', 'vite', 'bin', 'vite.js');

/** The packed package in work/node_modules/latchkey, every other package linked from the repo. */
function install() {
  if (
    !existsSync(join(root, 'dist', 'index.js')) ||
    !existsSync(join(root, 'dist', 'index.d.ts'))
  ) {
    throw new Error('dist/ (with its .d.ts) is missing: run `npm run build` first');
  }
  const tarball = execFileSync('npm', ['pack', '--silent', '--pack-destination', work], {
    cwd: root,
    encoding: 'utf8',
  })
    .trim()
    .split('\n')
    .at(-1);
  const installed = join(work, 'node_modules', 'latchkey');
  mkdirSync(installed, { recursive: true });
  execFileSync('tar', ['-xzf', join(work, tarball), '-C', installed, '--strip-components=1']);
  for (const name of readdirSync(join(root, 'node_modules'))) {
    if (name.startsWith('.') || name === 'latchkey') continue;
    symlinkSync(join(root, 'node_modules', name), join(work, 'node_modules', name));
  }
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
  return { ok: result.status === 0, output: `${result.stdout}${result.stderr}`.trim() };
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
  const blocks = fileBlocks(readFileSync(readmePath, 'utf8'));
  if (blocks.length === 0) throw new Error(`${readmePath}: no block is marked <!-- file: … -->`);
  let since = performance.now();
  install();
  console.log(`packed and installed latchkey (${seconds(since)})`);

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
