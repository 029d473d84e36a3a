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
