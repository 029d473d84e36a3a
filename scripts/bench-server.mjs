#!/usr/bin/env node
// `npm run bench:server`: a bounded loopback load test of the reference service as it ships
// (the built command, embedded PGlite store in a scratch folder, one Node process = one core).
// Prints requests/s and p50/p99 latency for session checks and logins; fails when session
// checks fall under the budget. Needs `npm run build` first.
import { scryptSync } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { startBuiltService } from './bench-service.mjs';

const SESSION_BUDGET = 5000; // session checks per second
const data = await mkdtemp(join(tmpdir(), 'latchkey-bench-'));
const { server, url } = await startBuiltService(['--data', data, '--app', 'bench:bench-key']);

const headers = { 'X-App-Id': 'bench', 'Content-Type': 'application/json' };
const account = { name: 'Bench', email: 'bench@example.com', password: 'benchmark password' };
const signup = await fetch(`${url}/users/signup`, {
  method: 'POST',
  headers,
  body: JSON.stringify(account),
});
const cookie = signup.headers.getSetCookie()[0].split(';')[0];

const run = (title, { path, ...options }) =>
  new Promise((done, fail) =>
    autocannon({ url: `${url}${path}`, connections: 10, ...options }, (error, result) =>
      error ? fail(error) : done({ title, result }),
    ),
  );

const results = [
  await run('session check (GET /users/session, valid cookie)', {
    path: '/users/session',
    headers: { ...headers, Cookie: cookie },
    duration: 5,
  }),
  await run('login (POST /users/login, scrypt N=2^15)', {
    path: '/users/login',
    method: 'POST',
    headers,
    body: JSON.stringify({ email: account.email, password: account.password }),
    amount: 300,
    connections: 4,
  }),
];
server.kill('SIGTERM');
await new Promise((done) => server.on('exit', done));
await rm(data, { recursive: true, force: true });

console.log(
  `${'workload'.padEnd(52)} ${'req/s'.padStart(8)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)} ${'non-2xx'.padStart(8)}`,
);
for (const { title, result } of results) {
  console.log(
    `${title.padEnd(52)} ${String(Math.round(result.requests.average)).padStart(8)} ${String(result.latency.p50).padStart(7)} ${String(result.latency.p99).padStart(7)} ${String(result.non2xx).padStart(8)}`,
  );
}
// What one login costs: a single scrypt hash with the service's default parameters.
const hashStart = performance.now();
for (let i = 0; i < 5; i++)
  scryptSync('benchmark password', 'sixteen byte salt', 64, {
    N: 2 ** 15,
    r: 8,
    p: 1,
    maxmem: 64 * 1024 * 1024,
  });
console.log(
  `one password hash (scrypt N=2^15, r=8, p=1, 64 bytes): ${((performance.now() - hashStart) / 5).toFixed(1)} ms`,
);

const sessions = results[0].result;
if (sessions.non2xx > 0 || results[1].result.non2xx > 0) {
  console.error('bench: some requests failed');
  process.exit(1);
}
if (sessions.requests.average < SESSION_BUDGET) {
  console.error(
    `bench: session checks ${Math.round(sessions.requests.average)}/s, under the budget of ${SESSION_BUDGET}/s`,
  );
  process.exit(1);
}
