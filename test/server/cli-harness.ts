import { type ChildProcess, type SpawnOptions, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { build } from 'esbuild';
import { afterAll, afterEach, beforeAll } from 'vitest';

const root = resolve(import.meta.dirname, '../..');

/**
 * How long a server may take to print its listening line: a cold PGlite start beside a second
 * test run on two busy cores has taken past 30 s. A bound for a failure, never a wait.
 */
export const STARTUP_MS = 120_000;

/** A test's timeout when it starts `servers` servers one after another (plus its own work). */
export const cliTimeout = (servers: number) => servers * STARTUP_MS + 30_000;

/** A latchkey-server child process that printed its startup line. */
export interface Running {
  child: ChildProcess;
  url: string;
  output: () => string;
  /** Resolves once the output matches `pattern` (stdout and stderr), with the output. */
  waitFor: (pattern: RegExp) => Promise<string>;
  exit: Promise<number | null>;
}

/**
 * The command as it ships (the bin entry bundled, its dependencies left as imports), built once
 * per test file, run in a temporary folder.
 */
export function cliHarness() {
  let work = '';
  let bin = '';
  // Every child a test started, so none outlives its test: a failed or timed-out test's
  // servers are killed after it (its own kills come first; this catches the rest).
  const children = new Set<ChildProcess>();
  afterEach(async () => {
    const running = [...children].filter((c) => c.exitCode === null && c.signalCode === null);
    children.clear();
    await Promise.all(
      running.map(
        (child) =>
          new Promise<void>((done) => {
            child.once('exit', () => done());
            child.kill('SIGKILL');
          }),
      ),
    );
  });

  /** Spawns the command (or `command`), owned by the harness: killed after the test. */
  function spawnOwned(args: string[], options: SpawnOptions = {}, command = process.execPath) {
    const child = spawn(command, command === process.execPath ? [bin, ...args] : args, {
      cwd: work,
      env: { ...process.env, DATABASE_URL: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
      ...options,
    });
    children.add(child);
    return child;
  }
  beforeAll(async () => {
    work = await mkdtemp(join(tmpdir(), 'latchkey-cli-'));
    bin = join(
      root,
      'node_modules',
      '.cache',
      `latchkey-server-${process.pid}-${Math.random()}.mjs`,
    );
    await build({
      entryPoints: [join(root, 'src/bin/latchkey-server.ts')],
      outfile: bin,
      bundle: true,
      platform: 'node',
      format: 'esm',
      packages: 'external',
      logLevel: 'silent',
    });
  });
  afterAll(async () => {
    await rm(work, { recursive: true, force: true });
    await rm(bin, { force: true });
  });

  /** Starts the command; rejects when it exits before its startup line. */
  async function run(args: string[], env: Record<string, string> = {}): Promise<Running> {
    const child = spawnOwned(args, { env: { ...process.env, DATABASE_URL: '', ...env } });
    let output = '';
    const waiters = new Set<() => void>();
    const read = (chunk: Buffer) => {
      output += chunk;
      for (const check of waiters) check();
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    const exit = new Promise<number | null>((done) => child.on('exit', (code) => done(code)));
    const waitFor = (pattern: RegExp) =>
      new Promise<string>((done, fail) => {
        const timer = setTimeout(
          () => fail(new Error(`no ${pattern} after ${STARTUP_MS} ms in:\n${output}`)),
          STARTUP_MS,
        );
        const check = () => {
          if (!pattern.test(output)) return;
          clearTimeout(timer);
          waiters.delete(check);
          done(output);
        };
        waiters.add(check);
        check();
        exit.then(() => {
          if (!waiters.has(check)) return;
          clearTimeout(timer);
          fail(new Error(`exited before ${pattern}:\n${output}`));
        });
      });
    const started = await waitFor(/latchkey-server listening on (http:\/\/\S+)/).catch(
      (error: unknown) => {
        child.kill('SIGKILL');
        throw error;
      },
    );
    const url = /latchkey-server listening on (http:\/\/\S+)/.exec(started)?.[1] ?? '';
    return { child, url, output: () => output, waitFor, exit };
  }

  return {
    run,
    spawn: spawnOwned,
    get work() {
      return work;
    },
    get bin() {
      return bin;
    },
  };
}

/** POSTs JSON to the running command as the demo app. */
export const post = (
  url: string,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
) =>
  fetch(`${url}${path}`, {
    method: 'POST',
    headers: { 'X-App-Id': 'demo-app', 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
