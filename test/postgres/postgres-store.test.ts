import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { createPostgresStore } from '../../src/server';
import { makeUser, storeConformance } from '../server/store-conformance';

// Runs in CI against a real PostgreSQL server (`.ci/run` starts one): `npm run test:postgres`.
const url = process.env.DATABASE_URL;
if (!url)
  throw new Error(
    'DATABASE_URL is not set: start PostgreSQL and export DATABASE_URL (see .ci/run).',
  );

// Each run gets its own schema, so runs never see each other's rows.
const schema = `latchkey_test_${randomUUID().replaceAll('-', '')}`;
const admin = new pg.Client({ connectionString: url });
await admin.connect();
await admin.query(`create schema ${schema}`);
const scopedUrl = `${url}${url.includes('?') ? '&' : '?'}options=${encodeURIComponent(`-c search_path=${schema}`)}`;
afterAll(async () => {
  await admin.query(`drop schema ${schema} cascade`);
  await admin.end();
});

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
