#!/usr/bin/env node
// `npm run bench:fairness`: how long a good login from one address takes while another
// address floods the service with 120 wrong logins (distinct emails), against the built
// command (--memory, --trust-proxy so X-Forwarded-For names the two addresses) at the default
// hash cost. Prints the idle login, the login during the flood and the flood's drain time;
// fails when the login during the flood takes 2 s or more (issue 15, item 6). Needs
// `npm run build` first.

import { startBuiltService } from './bench-service.mjs';

const GOAL_MS = 2000;
const FLOOD = 120;
const { server, url } = await startBuiltService([
  '--memory',
  '--trust-proxy',
  '--app',
  'bench:bench-key',
]);

const post = async (path, body, address) => {
  const started = performance.now();
  const response = await fetch(`${url}${path}`, {
    method: 'POST',
    headers: {
      'X-App-Id': 'bench',
      'Content-Type': 'application/json',
      'X-Forwarded-For': address,
    },
    body: JSON.stringify(body),
  });
  await response.arrayBuffer();
  return { status: response.status, ms: performance.now() - started };
};

const OWNER = '198.51.100.7';
const FLOODER = '203.0.113.66';
const account = { name: 'Bench', email: 'owner@example.com', password: 'benchmark password' };
await post('/users/signup', account, OWNER);
const goodLogin = () =>
  post('/users/login', { email: account.email, password: account.password }, OWNER);

const idle = await goodLogin();
const floodStart = performance.now();
let firstAnswer;
const answered = new Promise((done) => {
  firstAnswer = done;
});
const flood = Array.from({ length: FLOOD }, (_, n) =>
  post(
    '/users/login',
    { email: `flood${n}@example.com`, password: 'wrong password' },
    FLOODER,
  ).then((answer) => {
    firstAnswer();
    return answer;
  }),
);
// The flood is in the service once its first answer is back; then the owner logs in.
await answered;
const during = await goodLogin();
const floodAnswers = await Promise.all(flood);
const drainMs = performance.now() - floodStart;
server.kill('SIGTERM');
await new Promise((done) => server.on('exit', done));

const counts = {};
for (const { status } of floodAnswers) counts[status] = (counts[status] ?? 0) + 1;
console.log(`good login, idle:                  ${idle.ms.toFixed(0)} ms (${idle.status})`);
console.log(`good login during the flood:       ${during.ms.toFixed(0)} ms (${during.status})`);
console.log(
  `flood of ${FLOOD} wrong logins drained: ${drainMs.toFixed(0)} ms (${Object.entries(counts)
    .map(([status, n]) => `${n}× ${status}`)
    .join(', ')})`,
);
if (during.status !== 200 || during.ms >= GOAL_MS) {
  console.error(
    `bench: the good login took ${during.ms.toFixed(0)} ms (goal: under ${GOAL_MS} ms)`,
  );
  process.exit(1);
}
