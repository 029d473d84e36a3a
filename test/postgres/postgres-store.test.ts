import { describe, expect, it } from 'vitest';
import { createPostgresStore } from '../../src/server';
import { makeUser, storeConformance } from '../server/store-conformance';
import { scopedDatabaseUrl } from './scoped-database';

// Runs in CI against a real PostgreSQL server (`.ci/run` starts one): `npm run test:postgres`.
// Each run gets its own schema, so runs never see each other's rows.
const scopedUrl = await scopedDatabaseUrl();

storeConformance('PostgreSQL', () => createPostgresStore(scopedUrl));

describe('PostgreSQL sharing', () => {
  it('two services on one database see each other’s writes at once (no cache)', async () => {
    const first = await createPostgresStore(scopedUrl);
    const second = await createPostgresStore(scopedUrl);
    const user = makeUser('a');
    await first.insertUser(user);
    await first.insertSession({
      idHash: 'shared',
      appId: 'a',
      userId: user.id,
      createdAt: 1,
      expiresAt: 2,
    });
    expect(await second.getSession('shared')).not.toBeNull();
    await first.deleteSession('shared');
    expect(await second.getSession('shared')).toBeNull();
    await first.close();
    await second.close();
  });

  it('fails at start with a clear error when the server cannot be reached', async () => {
    await expect(createPostgresStore('postgres://nobody:wrong@127.0.0.1:1/none')).rejects.toThrow();
  });
});
