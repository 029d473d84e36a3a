#!/usr/bin/env node
// `npm run bench:enumeration`: does an answer's timing tell whether an email has an account?
// The built command (--memory, default hash cost, --trust-proxy so each request names a client
// address of its own) on loopback, in a process of its own; for each path below, requests for
// emails with an account and for emails without one, alternating (known, unknown, then unknown,
// known, ...) one at a time, each email used within its own limits (a 429 would end the run).
// Prints each side's median and p90 in ms, Welch's t (with this many samples, a z: |t| < 2 is
// what two samples of one distribution give 95 % of the time) on all samples and with the
// slowest 2 % of both together left out (a GC pause or the machine's other work), and the
// difference of means this run could have told apart (2 standard errors, on the 98 %). A
// benchmark, not a test: it fails only when an answer differs between the two sides or a limit
// was hit. Needs `npm run build` first. `SAMPLES=400 npm run bench:enumeration` for more
// (default 200 per side for logins, which hash, about 70 ms each; three times as many for the
// other paths).

import { startBuiltService } from './bench-service.mjs';

const SAMPLES = Number(process.env.SAMPLES ?? 200);
const APP = 'bench';
const KEY = 'bench-key';
const PASSWORD = 'benchmark password';
const { server, url } = await startBuiltService([
  '--memory',
  '--trust-proxy',
  '--app',
  `${APP}:${KEY}`,
]);

let addresses = 0;
/** A client address of its own for every request: no per-address limit or hold is shared. */
const nextAddress = () => {
  addresses += 1;
  return `10.${(addresses >> 16) & 255}.${(addresses >> 8) & 255}.${addresses & 255}`;
};

/** One request, timed from sending to the whole answer read. */
async function post(path, body) {
  const started = performance.now();
  const response = await fetch(`${url}${path}`, {
    method: 'POST',
    headers: {
      'X-App-Id': APP,
      'X-API-Key': KEY,
      'Content-Type': 'application/json',
      'X-Forwarded-For': nextAddress(),
    },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  return { ms: performance.now() - started, status: response.status, text };
}

// Each path: how many requests one email takes within its limits, and the request.
const paths = [
  {
    name: 'login (wrong password)',
    // 10 wrong passwords per email a window: 5 leave room.
    perEmail: 5,
    samples: SAMPLES,
    request: (email) => post('/users/login', { email, password: 'not the password' }),
  },
  {
    name: 'forgot-password',
    // 3 per email a window.
    perEmail: 2,
    samples: 3 * SAMPLES,
    request: (email) => post('/users/forgot-password', { email }),
  },
  {
    name: 'reset-password (wrong code)',
    // 6 untrusted reset-code checks per email in 6 hours; 5 wrong codes per email and address.
    perEmail: 4,
    samples: 3 * SAMPLES,
    // A code (or an unknown email's decoy) waits first, as after a forgot-password.
    prepare: (email) => post('/users/forgot-password', { email }),
    request: (email) =>
      post('/users/reset-password', {
        email,
        otp: '000000',
        newPassword: 'a new benchmark password',
      }),
  },
  {
    name: 'verify-email (wrong code)',
    // 25 untrusted checks per email a window; 5 wrong codes per email and address.
    perEmail: 4,
    samples: 3 * SAMPLES,
    request: (email) => post('/users/verify-email', { email, otp: '000000' }),
  },
];

const median = (sorted) => quantile(sorted, 0.5);
function quantile(sorted, q) {
  const at = (sorted.length - 1) * q;
  const low = Math.floor(at);
  return sorted[low] + (sorted[Math.min(low + 1, sorted.length - 1)] - sorted[low]) * (at - low);
}
const mean = (values) => values.reduce((sum, value) => sum + value, 0) / values.length;
const variance = (values) => {
  const m = mean(values);
  return values.reduce((sum, value) => sum + (value - m) ** 2, 0) / (values.length - 1);
};
/** Welch's t of `a` against `b` (positive: `a` slower). */
const welch = (a, b) => (mean(a) - mean(b)) / standardError(a, b);
/** The standard error of the difference of the means of `a` and `b`. */
const standardError = (a, b) => Math.sqrt(variance(a) / a.length + variance(b) / b.length);

let failed = false;
let run = 0;
const rows = [];
for (const path of paths) {
  run += 1;
  const emails = Math.ceil(path.samples / path.perEmail);
  const known = Array.from({ length: emails }, (_, n) => `known${run}.${n}@bench.test`);
  const unknown = Array.from({ length: emails }, (_, n) => `unknown${run}.${n}@bench.test`);
  // The accounts, a few at a time (each signup hashes).
  for (let first = 0; first < emails; first += 4)
    await Promise.all(
      known.slice(first, first + 4).map(async (email) => {
        const answer = await post('/users/signup', { name: 'Bench', email, password: PASSWORD });
        if (answer.status !== 201)
          throw new Error(`signup ${email}: ${answer.status} ${answer.text}`);
      }),
    );
  if (path.prepare) for (const email of [...known, ...unknown]) await path.prepare(email);
  // A warm-up on emails of their own, not counted.
  for (let n = 0; n < 10; n++) await path.request(`warm${run}.${n}@bench.test`);

  const times = { known: [], unknown: [] };
  const answers = { known: new Set(), unknown: new Set() };
  for (let n = 0; n < path.samples; n++) {
    const email = Math.floor(n / path.perEmail);
    const order = n % 2 === 0 ? ['known', 'unknown'] : ['unknown', 'known'];
    for (const side of order) {
      const answer = await path.request((side === 'known' ? known : unknown)[email]);
      times[side].push(answer.ms);
      answers[side].add(`${answer.status} ${answer.text}`);
      if (answer.status === 429) failed = true;
    }
  }
  const sameAnswers =
    answers.known.size === 1 &&
    [...answers.known][0] === [...answers.unknown][0] &&
    answers.unknown.size === 1;
  if (!sameAnswers) {
    failed = true;
    console.error(`${path.name}: the answers differ:`, answers);
  }
  const sorted = {
    known: [...times.known].sort((a, b) => a - b),
    unknown: [...times.unknown].sort((a, b) => a - b),
  };
  const cut = quantile(
    [...times.known, ...times.unknown].sort((a, b) => a - b),
    0.98,
  );
  const trimmed = (values) => values.filter((value) => value <= cut);
  rows.push({
    name: path.name,
    knownMedian: median(sorted.known),
    knownP90: quantile(sorted.known, 0.9),
    unknownMedian: median(sorted.unknown),
    unknownP90: quantile(sorted.unknown, 0.9),
    t: welch(times.known, times.unknown),
    tTrimmed: welch(trimmed(times.known), trimmed(times.unknown)),
    resolution: 2 * standardError(trimmed(times.known), trimmed(times.unknown)),
    samples: path.samples,
  });
}
server.kill('SIGTERM');
await new Promise((done) => server.on('exit', done));

const cell = (value, width, digits = 2) => value.toFixed(digits).padStart(width);
console.log(
  'Alternating requests, one at a time; ms from sending to the whole answer (loopback, --memory)\n',
);
console.log(
  `${'path'.padEnd(28)} ${'n/side'.padStart(6)} ${'known p50'.padStart(10)} ${'p90'.padStart(7)} ${'unknown p50'.padStart(12)} ${'p90'.padStart(7)} ${'Welch t'.padStart(8)} ${'t, 98 %'.padStart(8)} ${'±2 SE'.padStart(7)}`,
);
for (const row of rows)
  console.log(
    `${row.name.padEnd(28)} ${String(row.samples).padStart(6)} ${cell(row.knownMedian, 10)} ${cell(row.knownP90, 7)} ${cell(row.unknownMedian, 12)} ${cell(row.unknownP90, 7)} ${cell(row.t, 8)} ${cell(row.tTrimmed, 8)} ${cell(row.resolution, 7)}`,
  );
console.log(
  '\nt > 0: the known email was slower; |t| < 2 is what no difference gives 95 % of the time.' +
    '\n±2 SE: the difference of means (ms, on the 98 %) this run could have told apart.',
);
if (failed) {
  console.error('bench: an answer differed between known and unknown emails, or a limit was hit');
  process.exit(1);
}
