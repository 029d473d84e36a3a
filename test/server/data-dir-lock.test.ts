import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cliHarness, cliTimeout } from './cli-harness';

const cli = cliHarness();

/** The state letter of /proc/<pid>/stat (Z: a zombie), or undefined once the pid is gone. */
async function processState(pid: number): Promise<string | undefined> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => undefined);
  return stat?.slice(stat.lastIndexOf(')') + 2).split(' ')[0];
}

/** Resolves once `check` holds, re-checking on each turn of the event loop (no fixed sleep). */
async function until(check: () => Promise<boolean>, what: string) {
  const deadline = Date.now() + 60_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setImmediate(resolve));
  }
}

describe('the --data lock (Linux: /proc) after its owner was killed', () => {
  it(
    'treats a zombie owner (killed, not yet reaped) as gone: a restart starts at once',
    async () => {
      const data = join(cli.work, 'zombie');
      // The parent execs into `sleep`, which never reaps its child: once killed, the server
      // stays a zombie (as under a supervisor that has not yet called wait).
      // A process group of its own, so the server under it is killed with it whatever happens
      // (killing the parent alone would leave the server running under init).
      const parent = cli.spawn(
        ['-c', `"${process.execPath}" "${cli.bin}" --port 0 --data "${data}" & exec sleep 600`],
        { detached: true },
        'sh',
      );
      let output = '';
      const listening = new Promise<void>((done, fail) => {
        parent.stdout?.on('data', (chunk: Buffer) => {
          output += chunk;
          if (output.includes('listening on')) done();
        });
        parent.on('exit', () => fail(new Error(`exited:\n${output}`)));
      });
      let server: Awaited<ReturnType<typeof cli.run>> | undefined;
      try {
        await listening;
        const pid = Number.parseInt(await readFile(join(data, 'latchkey.lock'), 'utf8'), 10);
        process.kill(pid, 'SIGKILL');
        await until(async () => (await processState(pid)) === 'Z', `pid ${pid} to be a zombie`);
        server = await cli.run(['--port', '0', '--data', data]);
        expect(server.output()).not.toContain('in use');
        server.child.kill('SIGTERM');
        expect(await server.exit).toBe(0);
      } finally {
        server?.child.kill('SIGKILL');
        // The group: the sleep, and the server if it was never killed; a zombie is reaped by init.
        if (parent.pid !== undefined) process.kill(-parent.pid, 'SIGKILL');
      }
    },
    cliTimeout(2),
  );
});
