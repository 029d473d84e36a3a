#!/usr/bin/env node
// `npm run bench:flood`: issue 35's first finding at the default key cap, against the built
// command (--memory, --trust-proxy so X-Forwarded-For names each address). A victim's email
// takes 5 wrong reset codes; then 100,100 wrong reset codes for new emails, 100 from each of
// 1,001 addresses, fill the reset limiter past its 100,000 windows; then the victim's email is
// tried again. Prints the flood's rate and answers, the server's memory, how many more checks
// the victim's email got (1: the 6 per 6 hours hold; before the fix the flood evicted its
// window and it got 6 more), and whether a newcomer's address still gets in. Fails when the
// victim's email gets more than 6 checks in all. Needs `npm run build` (or `vite build`) first.
import { readFileSync } from 'node:fs';
import { startBuiltService } from './bench-service.mjs';

const ADDRESSES = 1001;
const PER_ADDRESS = 100;
const CONCURRENCY = 32;
const { server, url } = await startBuiltService([
  '--memory',
  '--trust-proxy',
  '--app',
  'bench:bench-key',
]);

const reset = async (email, address) => {
  const response = await fetch(`${url}/users/reset-password`, {
    method: 'POST',
    headers: {
      'X-App-Id': 'bench',
      'X-API-Key': 'bench-key',
      'Content-Type': 'application/json',
      'X-Forwarded-For': address,
    },
    body: JSON.stringify({ email, otp: '000000', newPassword: 'a flood of new passwords' }),
  });
  await response.arrayBuffer();
  return response.status;
};

/** The server's resident memory in MB (Linux /proc). */
const rssMb = () => {
  const line = readFileSync(`/proc/${server.pid}/status`, 'utf8').match(/VmRSS:\s+(\d+)/);
  return line ? Math.round(Number(line[1]) / 1024) : Number.NaN;
};

const address = (n) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
const victim = 'victim@example.com';
const before = [];
for (let n = 0; n < 5; n++) before.push(await reset(victim, '192.0.2.1'));

const rssBefore = rssMb();
const statuses = new Map();
let next = 0;
const total = ADDRESSES * PER_ADDRESS;
const started = performance.now();
await Promise.all(
  Array.from({ length: CONCURRENCY }, async () => {
    while (next < total) {
      const n = next++;
      const status = await reset(`flood${n}@example.com`, address(n % ADDRESSES));
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    }
  }),
);
const seconds = (performance.now() - started) / 1000;

// The victim's email from a new address: one more check (its 6th), then 429.
const after = [await reset(victim, '198.51.100.1'), await reset(victim, '198.51.100.2')];
// A newcomer (an address that opened no window) asking for a new email: still checked.
const newcomer = await reset('newcomer@example.com', '198.51.100.3');
const checked = [...before, ...after].filter((status) => status === 400).length;

console.log(`flood: ${total} wrong reset codes for new emails from ${ADDRESSES} addresses`);
console.log(`  ${seconds.toFixed(1)} s, ${Math.round(total / seconds)} requests/s`);
console.log(
  `  answers: ${[...statuses].map(([status, count]) => `${count} × ${status}`).join(', ')}`,
);
console.log(`  server memory (RSS): ${rssBefore} MB before, ${rssMb()} MB after`);
console.log(`victim's email: ${checked} checked in all (limit 6): after the flood ${after}`);
console.log(`newcomer's address, a new email: ${newcomer} (400: checked; 429: refused)`);
server.kill('SIGTERM');
if (checked > 6) {
  console.error(`FAIL: the flood reset the victim's window (${checked} checks, limit 6)`);
  process.exit(1);
}
