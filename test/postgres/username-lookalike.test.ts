import { describe, expect, it } from 'vitest';
import { createAuthService, createPostgresStore } from '../../src/server';
import { usernameLookalikeSuite } from '../server/username-lookalike-suite';
import { scopedDatabase } from './scoped-database';

const { url, schema, admin } = await scopedDatabase();
usernameLookalikeSuite('PostgreSQL', () => createPostgresStore(url));

describe('PostgreSQL: users made before usernames had skeletons', () => {
  it('get theirs at start, so a look-alike of them is refused', async () => {
    const signup = (
      service: ReturnType<typeof createAuthService>,
      email: string,
      username: string,
    ) =>
      service(
        new Request('http://service.test/users/signup', {
          method: 'POST',
          headers: { 'X-App-Id': 'old-app', 'Content-Type': 'application/json' },
          body: JSON.stringify({ name: 'N', email, password: 'an old passphrase', username }),
        }),
      );
    const options = { apps: { 'old-app': 'old-key' }, hashCost: { N: 1024, r: 8, p: 1 } };
    const before = createAuthService({ ...options, store: await createPostgresStore(url) });
    expect((await signup(before, 'old@example.com', 'boris')).status).toBe(201);
    await before.close();
    // As a database from before this column was filled.
    await admin.query(`update ${schema}.latchkey_users set username_skeleton = null`);
    const after = createAuthService({ ...options, store: await createPostgresStore(url) });
    expect((await signup(after, 'new@example.com', 'bоris')).status).toBe(409);
    await after.close();
  });

  it('get the current skeleton at start when an earlier table computed another', async () => {
    const options = { apps: { 'old-app': 'old-key' }, hashCost: { N: 1024, r: 8, p: 1 } };
    const call = (service: ReturnType<typeof createAuthService>, email: string, username: string) =>
      service(
        new Request('http://service.test/users/signup', {
          method: 'POST',
          headers: { 'X-App-Id': 'old-app', 'Content-Type': 'application/json' },
          body: JSON.stringify({ name: 'N', email, password: 'an old passphrase', username }),
        }),
      );
    const before = createAuthService({ ...options, store: await createPostgresStore(url) });
    expect((await call(before, 'iisa@example.com', 'Iisa')).status).toBe(201);
    await before.close();
    // As a database written before I and l were one letter.
    await admin.query(
      `update ${schema}.latchkey_users set username_skeleton = 'iisa' where username_key = 'iisa'`,
    );
    const after = createAuthService({ ...options, store: await createPostgresStore(url) });
    expect((await call(after, 'lisa@example.com', 'lisa')).status).toBe(409);
    await after.close();
  });
});
