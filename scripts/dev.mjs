// `npm run dev [-- <latchkey-server flags>]`: the reference service on its persistent store and
// the demo's Vite dev server, the service behind the demo's proxy (one origin, so the
// SameSite=Lax session cookie is kept). Prints the demo's address, then the service's; Ctrl-C
// stops both.
import { spawn, spawnSync } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { createServer } from 'vite';

const root = fileURLToPath(new URL('..', import.meta.url));
const serviceFlags = process.argv.slice(2);

// The service's command runs from the build (as `latchkey-server` does once installed).
const build = spawnSync(
  process.execPath,
  ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn'],
  {
    cwd: root,
    stdio: 'inherit',
  },
);
if (build.status !== 0) process.exit(build.status ?? 1);

const storeGiven = serviceFlags.some((flag) => /^--(data|memory)(=|$)/.test(flag));
const service = spawn(
  process.execPath,
  ['dist/bin/latchkey-server.js', ...(storeGiven ? [] : ['--data', '.latchkey']), ...serviceFlags],
  { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] },
);

/** @type {import('vite').ViteDevServer | undefined} */
let demo;
let stopping = false;
const stop = async (code) => {
  if (stopping) return;
  stopping = true;
  await demo?.close();
  if (service.exitCode === null && service.signalCode === null) {
    service.kill('SIGTERM');
    await new Promise((resolve) => service.once('exit', resolve));
  }
  process.exit(code);
};
// Ctrl-C reaches the service too (same process group); it stops itself, and so do we.
process.once('SIGINT', () => stop(0));
process.once('SIGTERM', () => stop(0));
service.once('exit', (code) => {
  if (stopping) return;
  console.error(`latchkey-server exited (${code ?? 'signal'}); stopping the demo.`);
  void stop(code || 1);
});

const serviceUrl = await new Promise((resolve) => {
  const lines = createInterface({ input: service.stdout });
  lines.on('line', (line) => {
    const listening = /listening on (\S+)/.exec(line);
    // The service's own address is printed after the demo's, below.
    if (listening) resolve(listening[1]);
    else console.log(line);
  });
});

process.env.LATCHKEY_SERVICE_URL = serviceUrl;
demo = await createServer({
  configFile: `${root}demo/vite.config.ts`,
  // Vite's module runner loads the config: it resolves the alias module's extensionless import.
  configLoader: 'runner',
  logLevel: 'warn',
});
await demo.listen();
const demoUrl = demo.resolvedUrls?.local[0] ?? `http://localhost:${demo.config.server.port}/`;
console.log(`
  latchkey demo      ${demoUrl}
  latchkey service   ${serviceUrl}  (proxied at ${demoUrl}users/ and ${demoUrl}__dev/)
  dev mailbox        ${demoUrl}mailbox?email=you@example.com

  Ctrl-C stops both.
`);
