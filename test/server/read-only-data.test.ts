import { chmod, chown, cp, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, dirname, join, resolve } from 'node:path';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cliHarness, cliTimeout } from './cli-harness';

// Issue 15 "Also": a read-only data folder crashed with `Aborted(). Build with -sASSERTIONS`.
// Permissions do not bind root, so as root the command runs as `nobody`.

const cli = cliHarness();
const asRoot = process.getuid?.() === 0;
/** Debian's `nobody`. */
const NOBODY = 65534;
const folders: string[] = [];
afterAll(async () => {
  for (const dir of folders) await rm(dir, { recursive: true, force: true });
});

/**
 * The command as `nobody` runs it: the harness's build sits in the clone's node_modules, which
 * `nobody` may not reach (a clone under a `mktemp -d` folder or a home folder of mode 700).
 * So it is bundled again into a world-readable folder, its dependencies included but PGlite
 * (it reads its WASM files beside its own modules: copied whole).
 */
let nobodysBin = '';
const sameNode = `${dirname(process.execPath)}/./${basename(process.execPath)}`;
beforeAll(async () => {
  if (!asRoot) return;
  const dir = await mkdtemp(join(tmpdir(), 'latchkey-ro-bin-'));
  folders.push(dir);
  await chmod(dir, 0o755);
  const root = resolve(import.meta.dirname, '../..');
  const pglite = join(root, 'node_modules/@electric-sql/pglite');
  await cp(pglite, join(dir, 'node_modules/@electric-sql/pglite'), { recursive: true });
  nobodysBin = join(dir, 'latchkey-server.mjs');
  await build({
    entryPoints: [join(root, 'src/bin/latchkey-server.ts')],
    outfile: nobodysBin,
    bundle: true,
    platform: 'node',
    format: 'esm',
    external: ['@electric-sql/pglite', 'pg-native', 'pg-cloudflare'],
    // pg, bundled, is CommonJS: its `require` of Node's own modules needs one in ESM.
    banner: {
      js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);",
    },
    logLevel: 'silent',
  });
  // Whatever root's umask: `nobody` reads it.
  await chmod(nobodysBin, 0o644);
});

/** Runs the command to its exit (SIGTERM once it listens); its exit code and output. */
function serve(args: string[]): Promise<{ code: number | null; output: string }> {
  // Owned by the harness: killed after the test if it is still running (a failure, a timeout).
  const child = asRoot
    ? // The same node, named so that the harness does not put its own build first.
      cli.spawn([nobodysBin, ...args], { uid: NOBODY, gid: NOBODY, cwd: tmpdir() }, sameNode)
    : cli.spawn(args, { cwd: tmpdir() });
  let output = '';
  let signalled = false;
  const read = (chunk: Buffer) => {
    output += chunk;
    if (signalled || !output.includes('listening on')) return;
    signalled = true; // once: a second SIGTERM would kill it mid-stop
    child.kill('SIGTERM');
  };
  child.stdout?.on('data', read);
  child.stderr?.on('data', read);
  return new Promise((done) => child.on('exit', (code) => done({ code, output })));
}

/** Every file and folder under `dir` (not `dir` itself). */
async function inside(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true });
  return entries.map((entry) => join(dir, entry));
}

describe('a read-only --data folder', () => {
  it(
    'is named with what to do, and the command exits 1 (no Aborted())',
    async () => {
      const parent = await mkdtemp(join(tmpdir(), 'latchkey-ro-'));
      folders.push(parent);
      await chmod(parent, 0o755);
      if (asRoot) await chown(parent, NOBODY, NOBODY); // nobody makes the folder in it
      const data = join(parent, 'data');
      const first = await serve(['--port', '0', '--data', data]);
      expect(first.code, first.output).toBe(0);

      // Its files read-only, the folder itself writable (the lock file can be made).
      for (const path of await inside(data)) await chmod(path, 0o555);
      const files = await serve(['--port', '0', '--data', data]);
      expect(files.code, files.output).toBe(1);
      expect(files.output).toMatch(/data folder .* is read-only here/);
      expect(files.output).not.toContain('Aborted');
      expect(files.output).not.toContain('listening on');

      // The folder read-only too.
      await chmod(data, 0o555);
      const folder = await serve(['--port', '0', '--data', data]);
      expect(folder.code, folder.output).toBe(1);
      expect(folder.output).toMatch(/data folder .* is read-only here/);
      await chmod(data, 0o755);
      for (const path of await inside(data)) await chmod(path, 0o755);
    },
    cliTimeout(3),
  );
});
