// The built `latchkey-server` for the benchmark scripts: started on a free loopback port with
// the given flags, resolved once it prints its address, and stopped when the script exits.
import { spawn } from 'node:child_process';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');

/** Starts `dist/bin/latchkey-server.js --port 0 …flags`; resolves `{ server, url }`. */
export async function startBuiltService(flags) {
  const server = spawn(
    process.execPath,
    [join(root, 'dist/bin/latchkey-server.js'), '--port', '0', ...flags],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  process.on('exit', () => server.kill('SIGTERM'));
  const url = await new Promise((resolveUrl, reject) => {
    let output = '';
    server.stdout.on('data', (chunk) => {
      output += chunk;
      const found = /listening on (\S+)/.exec(output);
      if (found) resolveUrl(found[1]);
    });
    server.on('exit', () => reject(new Error(`server exited:\n${output}`)));
  });
  return { server, url };
}
