import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { build } from 'esbuild';
import { afterAll, beforeAll } from 'vitest';

const root = resolve(import.meta.dirname, '../..');

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
    const child = spawn(process.execPath, [bin, ...args], {
      cwd: work,
      env: { ...process.env, DATABASE_URL: '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
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
        const timer = setTimeout(() => fail(new Error(`no ${pattern} in:\n${output}`)), 30_000);
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
    const started = await waitFor(/latchkey-server listening on (http:\/\/\S+)/);
    const url = /latchkey-server listening on (http:\/\/\S+)/.exec(started)?.[1] ?? '';
    return { child, url, output: () => output, waitFor, exit };
  }

  return {
    run,
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
