import { chmod, chown, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
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

/** Runs the command to its exit (SIGTERM once it listens); its exit code and output. */
function serve(args: string[]): Promise<{ code: number | null; output: string }> {
  // Owned by the harness: killed after the test if it is still running (a failure, a timeout).
  const child = cli.spawn(args, { ...(asRoot ? { uid: NOBODY, gid: NOBODY } : {}), cwd: tmpdir() });
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
