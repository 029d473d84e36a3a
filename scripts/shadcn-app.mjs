#!/usr/bin/env node
// latchkey's shadcn registry, installed the way a user does, offline, over both flavours of
// primitives `shadcn init` offers (Radix, and Base UI: components.json's `base-*` styles). For
// each flavour, in a temporary folder:
//   1. a fresh Vite + React + TypeScript app (scripts/vite-template/) with Tailwind v4 and a
//      shadcn setup written by hand (test/shadcn/app/: components.json, its style set to the
//      flavour's, index.css with shadcn's variables and `.dark`; the `@/` alias in tsconfig and
//      vite config; the `cn` helper); latchkey is the packed tarball (`npm pack`), the other
//      packages link to the repo's node_modules, and every package an item names in
//      `dependencies` is already in the app's package.json, so the CLI skips installing it (it
//      installs only names it does not find there) — it never asks npm for `latchkey` (npm's
//      registry may hold an unrelated one);
//   2. two registries on loopback (test/shadcn/harness/registry-server.mjs): shadcn's, a mirror
//      of primitives written for this test (test/shadcn/registry.json over Radix,
//      registry-base.json over Base UI; REGISTRY_URL points the CLI at it), and latchkey's
//      (dist/registry, which must be built; or the stand-in item of
//      test/shadcn/fixtures/registry.json), built now with `shadcn build`;
//   3. `shadcn add <url>/<item>.json` with the real CLI: each item on its own over Radix, `auth`
//      (every item) over Base UI; npm's registry is set to a loopback address that answers 404,
//      so an install attempt fails here instead of reaching out;
//   4. `tsc -b`, `vite build`; then latchkey-server and `vite preview` (proxying the service),
//      and test/shadcn/e2e in Chromium: sign-up → verify → account, axe-clean light and dark;
//      sign-in with `?returnTo=` and a menu link through the app's router; Arabic at 375 px.
// Prints the time of each step; kills what it started; exits non-zero on any failure.
//
//   node scripts/shadcn-app.mjs [--keep] [--stand-in] [--flavour radix|base|both]
//                                                     (needs `npm run build` first)
//
// --stand-in adds the stand-in item even when dist/registry is built; --keep leaves the apps;
// --flavour runs one flavour (default both);
// --with <package> (repeatable) puts a package in the app that no item names, to look past a
// missing `dependencies` entry (the run still says what the items lacked).
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs, stripVTControlCharacters } from 'node:util';
import {
  createApp,
  flavours,
  itemDependencies,
  latchkeyItems,
  writeAppComponent,
} from '../test/shadcn/harness/app.mjs';
import { freePort, killAll, start, stop, waitFor } from '../test/shadcn/harness/processes.mjs';
import { serveRegistries } from '../test/shadcn/harness/registry-server.mjs';

const root = resolve(import.meta.dirname, '..');
const shadcnDir = join(root, 'test', 'shadcn');
const bin = (path) => join(root, 'node_modules', path);
const shadcnCli = bin('shadcn/dist/index.js');
const { values } = parseArgs({
  options: {
    keep: { type: 'boolean', default: false },
    'stand-in': { type: 'boolean', default: false },
    with: { type: 'string', multiple: true, default: [] },
    flavour: { type: 'string', default: 'both' },
  },
});
const started = performance.now();
const seconds = (since) => `${((performance.now() - since) / 1000).toFixed(1)} s`;
const work = mkdtempSync(join(tmpdir(), 'latchkey-shadcn-app-'));

/**
 * Runs a step, printing its name, result and time; a failure throws with its output. Async (not
 * spawnSync): the registries are served from this process, whose event loop must keep running.
 */
async function step(name, command, args, options = {}) {
  const since = performance.now();
  const { inherit, ...spawnOptions } = options;
  const child = spawn(command, args, {
    stdio: ['ignore', inherit ? 'inherit' : 'pipe', inherit ? 'inherit' : 'pipe'],
    ...spawnOptions,
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const timer = setTimeout(() => child.kill('SIGTERM'), 300_000);
  const [code, signal] = await once(child, 'close');
  clearTimeout(timer);
  const ok = code === 0;
  console.log(`${name}: ${ok ? 'ok' : `FAILED (${signal ?? code})`} (${seconds(since)})`);
  if (!ok) throw new Error(`${name}:\n${stripVTControlCharacters(output).trim()}`);
  return output;
}

/**
 * One flavour's app: its primitives mirror, the app, latchkey's items added with the real CLI
 * (each on its own over Radix; over Base UI `auth`, all of them, at once), `tsc -b`, `vite
 * build`. Returns the app's folder.
 */
async function buildApp(flavour, items) {
  const { registry } = flavours[flavour];
  const mirror = join(work, `mirror-${flavour}`);
  const app = join(work, `app-${flavour}`);
  await step(
    `[${flavour}] shadcn build (primitives mirror)`,
    process.execPath,
    [shadcnCli, 'build', registry, '--output', mirror],
    { cwd: shadcnDir },
  );
  if (!existsSync(join(mirror, 'button.json'))) throw new Error('the mirror was not built');
  const since = performance.now();
  const forItems = [
    ...new Set([...itemDependencies([mirror, join(work, 'items')]), ...values.with]),
  ];
  createApp(work, app, forItems, flavour);
  console.log(
    `[${flavour}] app written (style ${flavours[flavour].style}), latchkey unpacked, in package.json: ${forItems.join(' ')} (${seconds(since)})`,
  );
  const registries = await serveRegistries({ mirror, items: join(work, 'items') });
  servers.push(registries);
  console.log(
    `[${flavour}] registries on ${registries.url}; latchkey's items from ${items.source}`,
  );
  const env = {
    ...process.env,
    // shadcn's own registry (`@shadcn`, bare names in registryDependencies) → the mirror.
    REGISTRY_URL: `${registries.url}/r`,
    // An npm install the CLI might attempt goes to loopback (and is reported), never out.
    npm_config_registry: `${registries.url}/npm/`,
    npm_config_yes: 'true',
  };
  const names = flavour === 'radix' || !items.names.includes('auth') ? items.names : ['auth'];
  for (const name of names) {
    const url = `${registries.url}/latchkey/${name}.json`;
    await step(
      `[${flavour}] shadcn add ${url}`,
      process.execPath,
      [shadcnCli, 'add', url, '--yes'],
      {
        cwd: app,
        env,
      },
    );
  }
  if (registries.unexpected.length > 0)
    throw new Error(
      `the CLI asked for what no registry holds: ${registries.unexpected.join(', ')}`,
    );
  const asked = new Set(registries.requests);
  console.log(
    `[${flavour}] registry requests: ${registries.requests.length}, ${asked.size} distinct:`,
  );
  console.log(`  ${[...asked].map((request) => request.slice(4)).join(' ')}`);

  writeAppComponent(app, items.source);
  await step(`[${flavour}] tsc -b`, process.execPath, [bin('typescript/bin/tsc'), '-b'], {
    cwd: app,
  });
  await step(
    `[${flavour}] vite build`,
    process.execPath,
    [bin('vite/bin/vite.js'), 'build', '--logLevel', 'warn'],
    { cwd: app },
  );
  return app;
}

/** `vite preview` of `app` (proxying the service), then test/shadcn/e2e in Chromium against it. */
async function runE2e(flavour, app, serviceUrl) {
  const since = performance.now();
  const appPort = await freePort();
  const preview = start(
    `vite preview (${flavour})`,
    process.execPath,
    [
      bin('vite/bin/vite.js'),
      'preview',
      '--port',
      String(appPort),
      '--strictPort',
      '--host',
      '127.0.0.1',
    ],
    { cwd: app, env: { ...process.env, LATCHKEY_SERVICE_URL: serviceUrl } },
  );
  const appUrl = `http://127.0.0.1:${appPort}`;
  try {
    await waitFor(preview, `${appUrl}/`);
    console.log(`[${flavour}] vite preview up (${seconds(since)})`);
    await step(
      `[${flavour}] playwright (sign-up → verify → account, axe light and dark; returnTo, menu link; Arabic at 375 px)`,
      process.execPath,
      [
        bin('@playwright/test/cli.js'),
        'test',
        '--config',
        join(shadcnDir, 'e2e/playwright.config.ts'),
      ],
      {
        cwd: root,
        env: {
          ...process.env,
          SHADCN_APP_URL: appUrl,
          SHADCN_APP_ARTIFACTS: join(work, `e2e-artifacts-${flavour}`),
          PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
        },
        inherit: true,
      },
    );
  } finally {
    stop(preview);
  }
}

let ok = false;
const servers = [];
const onSignal = () => {
  killAll();
  process.exit(130);
};
process.once('SIGINT', onSignal);
process.once('SIGTERM', onSignal);
try {
  const items = await latchkeyItems(join(work, 'items'), { standIn: values['stand-in'], step });
  const chosen = values.flavour === 'both' ? ['radix', 'base'] : [values.flavour];
  for (const flavour of chosen)
    if (!flavours[flavour]) throw new Error(`--flavour ${flavour}: radix, base or both`);
  const apps = [];
  for (const flavour of chosen) apps.push([flavour, await buildApp(flavour, items)]);

  const since = performance.now();
  const servicePort = await freePort();
  const serviceUrl = `http://127.0.0.1:${servicePort}`;
  const service = start(
    'latchkey-server',
    process.execPath,
    [join(root, 'dist/bin/latchkey-server.js'), '--memory', '--port', String(servicePort)],
    { cwd: work },
  );
  await waitFor(service, `${serviceUrl}/__dev/mailbox?email=ready@example.com`);
  console.log(`latchkey-server up (${seconds(since)})`);
  for (const [flavour, app] of apps) await runE2e(flavour, app, serviceUrl);
  ok = true;
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
} finally {
  killAll();
  await Promise.all(servers.map((server) => server.close()));
  if (values.keep) console.log(`kept: ${work}`);
  else rmSync(work, { recursive: true, force: true });
}
console.log(
  `shadcn registry in a fresh Tailwind v4 app: ${ok ? 'ok' : 'FAILED'} (${seconds(started)})`,
);
process.exit(ok ? 0 : 1);
