// The scratch app of scripts/shadcn-app.mjs: its files, its node_modules, latchkey's items and
// the App.tsx that puts them on a page.
import { execFileSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join } from 'node:path';

const root = join(import.meta.dirname, '..', '..', '..');
const shadcnDir = join(root, 'test', 'shadcn');
const bin = (path) => join(root, 'node_modules', path);
const shadcnCli = bin('shadcn/dist/index.js');

/** The app's package.json: the template's, plus shadcn's and latchkey's packages. */
function packageJson(tarball, names) {
  const pkg = JSON.parse(readFileSync(join(root, 'scripts/vite-template/package.json'), 'utf8'));
  delete pkg.devDependencies.oxlint;
  const version = (name) => `^${JSON.parse(readFileSync(bin(`${name}/package.json`))).version}`;
  for (const name of names) pkg.dependencies[name] = version(name);
  pkg.dependencies.latchkey = `file:../${tarball}`;
  pkg.devDependencies.tailwindcss = version('tailwindcss');
  pkg.devDependencies['@tailwindcss/vite'] = version('@tailwindcss/vite');
  return `${JSON.stringify(pkg, null, 2)}\n`;
}

/** Links app/node_modules/<name> to the repo's copy. */
function link(app, name) {
  const target = bin(name);
  if (!existsSync(target)) throw new Error(`${name} is not in the repo's node_modules`);
  const path = join(app, 'node_modules', name);
  mkdirSync(dirname(path), { recursive: true });
  if (!existsSync(path)) symlinkSync(target, path);
}

/**
 * The app in `app` (inside `work`, where the tarball goes): template, shadcn setup, node_modules
 * (packed latchkey, links to the repo's copies of the template's packages and `forItems`).
 */
export function createApp(work, app, forItems) {
  if (!existsSync(join(root, 'dist', 'index.js')) || !existsSync(join(root, 'dist', 'index.d.ts')))
    throw new Error('dist/ (with its .d.ts) is missing: run `npm run build` first');
  const packed = execFileSync('npm', ['pack', '--silent', '--pack-destination', work], {
    cwd: root,
    encoding: 'utf8',
  });
  const tarball = packed.trim().split('\n').at(-1);
  cpSync(join(root, 'scripts/vite-template'), app, { recursive: true });
  cpSync(join(shadcnDir, 'app'), app, { recursive: true });
  // shadcn's `@/` alias for tsc (shadcn reads it from tsconfig.json too).
  // tsconfig.app.json has comments (not JSON): the line goes in as text, as a reader adds it.
  const paths = '"paths": { "@/*": ["./src/*"] }';
  for (const file of ['tsconfig.json', 'tsconfig.app.json']) {
    const text = readFileSync(join(app, file), 'utf8');
    const withPaths = text.includes('"compilerOptions": {')
      ? text.replace('"compilerOptions": {', `"compilerOptions": {\n    ${paths},`)
      : text.replace(/^\{/, `{\n  "compilerOptions": { ${paths} },`);
    writeFileSync(join(app, file), withPaths);
  }
  // The `cn` helper, as `shadcn init` would write it.
  mkdirSync(join(app, 'src/lib'), { recursive: true });
  cpSync(join(shadcnDir, 'primitives/lib/utils.ts'), join(app, 'src/lib/utils.ts'));
  rmSync(join(app, 'src/App.css'), { force: true });

  const latchkey = join(app, 'node_modules', 'latchkey');
  mkdirSync(latchkey, { recursive: true });
  execFileSync('tar', ['-xzf', join(work, tarball), '-C', latchkey, '--strip-components=1']);
  const pkg = JSON.parse(readFileSync(join(latchkey, 'package.json'), 'utf8'));
  const optional = pkg.peerDependenciesMeta ?? {};
  const withLatchkey = [
    ...Object.keys(pkg.dependencies ?? {}),
    ...Object.keys(pkg.peerDependencies ?? {}).filter((name) => !optional[name]?.optional),
  ];
  writeFileSync(join(app, 'package.json'), packageJson(tarball, forItems));
  const template = JSON.parse(readFileSync(join(app, 'package.json'), 'utf8'));
  const names = new Set([
    ...Object.keys(template.dependencies),
    ...Object.keys(template.devDependencies),
    ...withLatchkey,
  ]);
  names.delete('latchkey');
  for (const name of names) link(app, name);
}

/**
 * Every package the built items in `folders` name in `dependencies` (without a version, as the
 * CLI compares them with package.json), latchkey aside: it is the tarball.
 */
export function itemDependencies(folders) {
  const names = new Set();
  for (const folder of folders)
    for (const file of readdirSync(folder).filter((name) => name.endsWith('.json'))) {
      const item = JSON.parse(readFileSync(join(folder, file), 'utf8'));
      for (const dependency of item.dependencies ?? [])
        names.add(dependency.replace(/(.)@.*$/, '$1'));
    }
  names.delete('latchkey');
  return [...names].sort();
}

/**
 * latchkey's items: dist/registry's index (it must be built), or with `standIn` the stand-in,
 * built into `out` by `step` (scripts/shadcn-app.mjs's timed runner).
 */
export async function latchkeyItems(out, { standIn, step }) {
  const built = join(root, 'dist', 'registry');
  if (!standIn) {
    // Never a silent stand-in: without the built registry the run would test nothing of ours.
    if (!existsSync(join(built, 'registry.json'))) {
      throw new Error('dist/registry is not built: run `npm run build` first (or pass --stand-in)');
    }
    cpSync(built, out, { recursive: true });
    const index = JSON.parse(readFileSync(join(built, 'registry.json'), 'utf8'));
    return { source: 'dist/registry', names: index.items.map((item) => item.name) };
  }
  await step(
    'shadcn build (stand-in item)',
    process.execPath,
    [shadcnCli, 'build', 'fixtures/registry.json', '--output', out],
    { cwd: shadcnDir },
  );
  return { source: 'the stand-in (test/shadcn/fixtures)', names: ['latchkey-standin'] };
}

/** App.tsx: the added items on a page, in latchkey's provider, on the page's own origin. */
export function writeAppComponent(app, source) {
  if (source !== 'dist/registry')
    return writeFileSync(
      join(app, 'src/App.tsx'),
      `import { AuthProvider } from 'latchkey/react'
import { LatchkeyStandin } from '@/components/latchkey-standin'

export default function App() {
  return (
    <AuthProvider baseUrl={window.location.origin} appId="demo-app" apiKey="demo-public-key">
      <main className="flex min-h-svh items-center justify-center p-6">
        <LatchkeyStandin />
      </main>
    </AuthProvider>
  )
}
`,
    );
  writeFileSync(
    join(app, 'src/App.tsx'),
    `import { AuthProvider, useSession } from 'latchkey/react'
import { useState } from 'react'
import { AccountSettings } from '@/components/latchkey/account-settings'
import { AuthFlow } from '@/components/latchkey/auth-flow'
import { UserButton } from '@/components/latchkey/user-button'

// Signing up signs in before the email is verified: the flow stays until it calls onSignedIn.
function Page() {
  const { status, user } = useSession()
  const [flowDone, setFlowDone] = useState(false)
  if (status === 'loading') return null
  if (!user || !flowDone)
    return (
      <AuthFlow defaultView="signup" className="w-full max-w-md" onSignedIn={() => setFlowDone(true)} />
    )
  return (
    <div className="flex w-full max-w-2xl flex-col gap-6">
      <header className="flex items-center justify-between gap-4">
        <h1 className="text-2xl font-semibold">Your account</h1>
        <UserButton />
      </header>
      <p>Signed in as {user.email}.</p>
      <AccountSettings />
    </div>
  )
}

export default function App() {
  return (
    <AuthProvider baseUrl={window.location.origin} appId="demo-app" apiKey="demo-public-key">
      <main className="flex min-h-svh items-start justify-center p-6">
        <Page />
      </main>
    </AuthProvider>
  )
}
`,
  );
}
