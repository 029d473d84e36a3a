import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe } from 'vitest';
import { createMemoryStore, createPGliteStore } from '../../src/server';
import { openPGlite } from '../../src/server/store/pglite-driver';
import { legacyTwinsTest, type RawSql, skeletonRecomputeTest } from './email-lookalike-legacy';
import { emailLookalikeSuite } from './email-lookalike-suite';

// PostgreSQL runs the same in test/postgres/email-lookalike.test.ts.
const folders: string[] = [];
const folder = async () => {
  const dir = await mkdtemp(join(tmpdir(), 'latchkey-email-lookalike-'));
  folders.push(dir);
  return dir;
};
afterAll(async () => {
  for (const dir of folders) await rm(dir, { recursive: true, force: true });
});

emailLookalikeSuite('the memory store', createMemoryStore());
emailLookalikeSuite('PGlite (--data)', await createPGliteStore(await folder()));

/** SQL on a PGlite folder directly (its store closed). */
const rawPGlite =
  (dir: string): RawSql =>
  async (statements) => {
    const db = await openPGlite(dir);
    try {
      let rows: unknown[] = [];
      for (const sql of statements('latchkey_users')) rows = await db.query(sql);
      return rows;
    } finally {
      await db.close();
    }
  };

describe('PGlite (--data): skeletons of accounts from before', async () => {
  const twins = await folder();
  legacyTwinsTest(() => createPGliteStore(twins), rawPGlite(twins));
  const recompute = await folder();
  skeletonRecomputeTest(() => createPGliteStore(recompute), rawPGlite(recompute));
});
