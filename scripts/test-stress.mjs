#!/usr/bin/env node
// `npm run test:stress`: the suite must hold on a busy machine. Runs `npm test` twice at once
// (the second run is the load), three rounds in a row, prints each run's result and time, and
// exits non-zero when any run failed. Each run's output is kept in a log file for the failures.
// Options: --rounds <n> (3), --parallel <n> (2).
import { spawn } from 'node:child_process';
import { createWriteStream, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const option = (name, fallback) => {
  const at = process.argv.indexOf(`--${name}`);
  return at === -1 ? fallback : Number(process.argv[at + 1]);
};
const rounds = option('rounds', 3);
const parallel = option('parallel', 2);
const logDir = mkdtempSync(join(tmpdir(), 'latchkey-stress-'));
const children = new Set();

/** Runs `npm test` once, its output into a log file; resolves its exit code and time. */
function runOnce(round, slot) {
  const log = join(logDir, `round${round}-run${slot}.log`);
  const out = createWriteStream(log);
  const started = Date.now();
  // A process group of its own, so an interrupted stress run can stop the whole tree.
  const child = spawn('npm', ['test'], { stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  children.add(child);
  child.stdout.pipe(out);
  child.stderr.pipe(out);
  return new Promise((resolve) => {
    child.on('close', (code, signal) => {
      children.delete(child);
      out.end();
      resolve({ round, slot, code: code ?? signal, seconds: (Date.now() - started) / 1000, log });
    });
  });
}

const stopAll = () => {
  for (const child of children) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
};
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopAll();
    process.exit(130);
  });
}

console.log(`test:stress: ${rounds} rounds of ${parallel} × npm test at once; logs in ${logDir}`);
const results = [];
for (let round = 1; round <= rounds; round++) {
  const runs = await Promise.all(Array.from({ length: parallel }, (_, i) => runOnce(round, i + 1)));
  for (const run of runs) {
    const verdict = run.code === 0 ? 'passed' : `FAILED (exit ${run.code}; see ${run.log})`;
    console.log(`round ${run.round} run ${run.slot}: ${verdict} in ${run.seconds.toFixed(0)} s`);
    results.push(run);
  }
}
const failed = results.filter((run) => run.code !== 0);
console.log(
  failed.length === 0
    ? `test:stress: all ${results.length} runs passed`
    : `test:stress: ${failed.length} of ${results.length} runs failed`,
);
process.exit(failed.length === 0 ? 0 : 1);
