// Runs inside a scratch app that installed the packed latchkey (see smoke.mjs): plain Node ESM.
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { AuthError, ConfigurationError, createAuthClient, loginParamsSchema } from 'latchkey';

assert.throws(() => createAuthClient({ appId: 'a' }), ConfigurationError);
assert.ok(new ConfigurationError('x', { operation: 'loginUser' }) instanceof AuthError);
assert.equal(loginParamsSchema.safeParse({ email: 'a@x.io', password: '' }).success, false);

const server = createServer((req, res) => {
  res.setHeader('Content-Type', 'application/json');
  if (req.url === '/users/login') {
    res.setHeader('Set-Cookie', 'service_user_session=abc; HttpOnly; Path=/');
    res.end(JSON.stringify({ user: { id: 'u1', name: 'Ada', email: 'a@x.io' } }));
  } else {
    const authenticated = req.headers.cookie === 'service_user_session=abc';
    res.end(
      JSON.stringify(
        authenticated
          ? { authenticated, user: { id: 'u1', name: 'Ada', email: 'a@x.io' } }
          : { authenticated },
      ),
    );
  }
});
await new Promise((r) => server.listen(0, '127.0.0.1', r));
const client = createAuthClient({
  baseUrl: `http://127.0.0.1:${server.address().port}`,
  appId: 'a',
});
await client.loginUser({ email: 'a@x.io', password: 'pw' });
assert.equal(
  (await client.checkUserSession()).authenticated,
  true,
  'the Node build replays the session cookie',
);
server.close();
console.log('smoke: latchkey imports by name and works from plain Node ESM');

// The other entries and the command, as a user's project gets them.
const { createTestAuth } = await import('latchkey/testing');
const testAuth = createTestAuth();
await testAuth.signIn();
assert.equal(testAuth.client.getSession().status, 'authenticated', 'latchkey/testing signs in');

const { startAuthServer, createPGliteStore } = await import('latchkey/server');
const service = await startAuthServer({ port: 0 });
const res = await fetch(`${service.url}/users/session`, { headers: { 'X-App-Id': 'demo-app' } });
assert.deepEqual(await res.json(), { authenticated: false });
await service.close();
await assert.rejects(
  createPGliteStore(),
  /npm install -D @electric-sql\/pglite/,
  'a missing optional store driver is explained',
);

const { spawn } = await import('node:child_process');
const bin = spawn('node_modules/.bin/latchkey-server', ['--memory', '--port', '0'], {
  stdio: ['ignore', 'pipe', 'inherit'],
});
const line = await new Promise((resolve) =>
  bin.stdout.on('data', (chunk) => resolve(String(chunk))),
);
assert.match(line, /^latchkey-server listening on http:\/\/127\.0\.0\.1:\d+/);
bin.kill('SIGTERM');
assert.equal(
  await new Promise((resolve) => bin.on('exit', resolve)),
  0,
  'latchkey-server stops cleanly on SIGTERM',
);
console.log(
  'smoke: latchkey/testing, latchkey/server and the latchkey-server command work from the packed package',
);

// latchkey/react renders on a server without a request (and without JSX: plain createElement).
const { createElement } = await import('react');
const { renderToString } = await import('react-dom/server');
const { AuthProvider, useSession } = await import('latchkey/react');
let requests = 0;
const ssrClient = createAuthClient({
  baseUrl: 'http://127.0.0.1:9',
  appId: 'a',
  fetch: () => {
    requests += 1;
    throw new Error('no request may be sent while rendering on the server');
  },
});
const Status = () => createElement('p', null, useSession().status);
const html = renderToString(
  createElement(AuthProvider, { client: ssrClient }, createElement(Status)),
);
assert.match(html, /loading/);
assert.equal(requests, 0);
console.log('smoke: latchkey/react renders on a server with no request');
