// Long-running children of scripts/shadcn-app.mjs (the service, vite preview): started in their
// own process group, waited for by polling a URL (an event, not a fixed delay), and killed with
// their group whatever happens, so nothing outlives the script.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';

const started = new Set();

/** A free loopback port (the OS picks it; closed again before use). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/**
 * Starts `command args` in `cwd`; its output is kept (printed if it fails to come up).
 * @returns {{ child: import('node:child_process').ChildProcess, output: () => string }}
 */
export function start(name, command, args, options) {
  const child = spawn(command, args, {
    ...options,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr.on('data', (chunk) => {
    output += chunk;
  });
  started.add(child);
  child.once('exit', () => started.delete(child));
  return { child, name, output: () => output };
}

/**
 * Resolves once `url` answers (any status under 500); rejects if `proc` exits or `timeoutMs`
 * (a bound for a hang, not a wait) runs out. It asks again each time the child prints: both
 * latchkey-server and vite preview print their address once they listen.
 */
export async function waitFor(proc, url, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (proc.child.exitCode !== null)
      throw new Error(`${proc.name} exited (${proc.child.exitCode}):\n${proc.output()}`);
    const printed = nextOutput(proc.child, deadline - Date.now());
    const ok = await fetch(url).then(
      (response) => response.status < 500,
      () => false,
    );
    if (ok) return;
    await printed;
  }
  throw new Error(`${proc.name} did not answer ${url} in time:\n${proc.output()}`);
}

/** Resolves on the child's next output, its exit, or after `bound` ms, whichever comes first. */
function nextOutput(child, bound) {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      child.stdout.off('data', done);
      child.stderr.off('data', done);
      child.off('exit', done);
      resolve();
    };
    const timer = setTimeout(done, Math.max(bound, 0));
    child.stdout.on('data', done);
    child.stderr.on('data', done);
    child.once('exit', done);
  });
}

/** Kills every child still running (its whole process group). */
export function killAll() {
  for (const child of started) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  }
  started.clear();
}

/** Kills one child started by `start` (its whole process group). */
export function stop(proc) {
  try {
    process.kill(-proc.child.pid, 'SIGTERM');
  } catch {
    // Already gone.
  }
  started.delete(proc.child);
}
