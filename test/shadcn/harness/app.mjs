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

/** latchkey packed into `work` once (`npm pack`), for every app made there: the file's name. */
function packLatchkey(work) {
  const done = readdirSync(work).find((name) => /^latchkey-.*\.tgz$/.test(name));
  if (done) return done;
  const packed = execFileSync('npm', ['pack', '--silent', '--pack-destination', work], {
    cwd: root,
    encoding: 'utf8',
  });
  return packed.trim().split('\n').at(-1);
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
 * The primitives `shadcn init` offers, and the `components.json` style that picks each: shadcn's
 * `base-*` styles are its Base UI primitives (the CLI turns an item's `asChild` into Base UI's
 * `render` for them); the others are Radix. Each flavour's mirror is the project's own rewrite
 * of shadcn's primitives (test/shadcn/registry*.json), not shadcn's published source.
 */
export const flavours = {
  radix: { style: 'new-york', registry: 'registry.json', primitives: 'radix-ui' },
  base: { style: 'base-nova', registry: 'registry-base.json', primitives: '@base-ui/react' },
};

/**
 * The app in `app` (inside `work`, where the tarball goes): template, shadcn setup in the
 * flavour's style, node_modules (packed latchkey, links to the repo's copies of the template's
 * packages and `forItems`).
 */
export function createApp(work, app, forItems, flavour = 'radix') {
  if (!existsSync(join(root, 'dist', 'index.js')) || !existsSync(join(root, 'dist', 'index.d.ts')))
    throw new Error('dist/ (with its .d.ts) is missing: run `npm run build` first');
  const tarball = packLatchkey(work);
  cpSync(join(root, 'scripts/vite-template'), app, { recursive: true });
  cpSync(join(shadcnDir, 'app'), app, { recursive: true });
  const components = JSON.parse(readFileSync(join(app, 'components.json'), 'utf8'));
  components.style = flavours[flavour].style;
  writeFileSync(join(app, 'components.json'), `${JSON.stringify(components, null, 2)}\n`);
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
  writeFileSync(join(app, 'src/App.tsx'), appComponent);
}

// The app as a user writes it: a router of its own (history.pushState, as a router's push),
// given to latchkey through AuthUIProvider's navigate; `?lang=ar` at load puts the page in
// Arabic, right to left. Routes: / (sign-up → verify → account), /login (the flow's sign-in,
// which follows the page's `returnTo`), /account, and two pages of the app's own (/somewhere,
// /billing: the menu's own item links there).
const appComponent = `import { AuthProvider, useSession } from 'latchkey/react'
import { ar, AuthUIProvider } from 'latchkey/ui'
import { type ReactNode, useCallback, useEffect, useState } from 'react'
import { AccountSettings } from '@/components/latchkey/account-settings'
import { AuthFlow } from '@/components/latchkey/auth-flow'
import { UserButton } from '@/components/latchkey/user-button'

const arabic = new URLSearchParams(window.location.search).get('lang') === 'ar'
if (arabic) {
  document.documentElement.lang = 'ar'
  document.documentElement.dir = 'rtl'
}
const menuItems = [{ label: 'Billing', href: '/billing' }]
const viewHrefs = { login: '/login', account: '/account' }

function useRouter() {
  const [path, setPath] = useState(window.location.pathname)
  useEffect(() => {
    const onPopState = () => setPath(window.location.pathname)
    window.addEventListener('popstate', onPopState)
    return () => window.removeEventListener('popstate', onPopState)
  }, [])
  const navigate = useCallback((href: string, options?: { replace?: boolean }) => {
    const url = new URL(href, window.location.href)
    if (url.origin !== window.location.origin) return window.location.assign(url)
    if (options?.replace) window.history.replaceState(null, '', url)
    else window.history.pushState(null, '', url)
    setPath(url.pathname)
  }, [])
  return { path, navigate }
}

function SignedInPage({ title, children }: { title: string; children?: ReactNode }) {
  const { user } = useSession()
  return (
    <div className="flex w-full max-w-2xl flex-col gap-6">
      <header className="flex items-center justify-between gap-4">
        <h1 className="text-2xl font-semibold">{title}</h1>
        <UserButton menuItems={menuItems} />
      </header>
      <p className="[overflow-wrap:anywhere]">Signed in as {user?.email}.</p>
      {children}
    </div>
  )
}

// Signing up signs in before the email is verified: the flow stays until it calls onSignedIn.
function Page({ path }: { path: string }) {
  const { status, user } = useSession()
  const [flowDone, setFlowDone] = useState(false)
  if (status === 'loading') return null
  if (path === '/login' || (!user && path !== '/'))
    return (
      <AuthFlow
        defaultView="login"
        redirectTo="/"
        className="w-full max-w-md"
        onSignedIn={() => setFlowDone(true)}
      />
    )
  if (path === '/somewhere') return <SignedInPage title="Somewhere" />
  if (path === '/billing') return <SignedInPage title="Billing" />
  if (path === '/' && (!user || !flowDone))
    return (
      <AuthFlow defaultView="signup" className="w-full max-w-md" onSignedIn={() => setFlowDone(true)} />
    )
  return (
    <SignedInPage title="Your account">
      <AccountSettings />
    </SignedInPage>
  )
}

export default function App() {
  const { path, navigate } = useRouter()
  return (
    <AuthProvider baseUrl={window.location.origin} appId="demo-app" apiKey="demo-public-key">
      <AuthUIProvider
        navigate={navigate}
        viewHrefs={viewHrefs}
        {...(arabic ? { localization: ar } : {})}
      >
        <main className="flex min-h-svh items-start justify-center p-4 sm:p-6">
          <Page path={path} />
        </main>
      </AuthUIProvider>
    </AuthProvider>
  )
}
`;
