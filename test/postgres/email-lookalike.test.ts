import { describe } from 'vitest';
import { createPostgresStore } from '../../src/server';
import {
  legacyTwinsTest,
  type RawSql,
  skeletonRecomputeTest,
} from '../server/email-lookalike-legacy';
import { emailLookalikeSuite } from '../server/email-lookalike-suite';
import { scopedDatabase, scopedDatabaseUrl } from './scoped-database';

emailLookalikeSuite('PostgreSQL', await createPostgresStore(await scopedDatabaseUrl()));

describe('PostgreSQL: skeletons of accounts from before', async () => {
  const { url, schema, admin } = await scopedDatabase();
  const raw: RawSql = async (statements) => {
    let rows: unknown[] = [];
    for (const sql of statements(`${schema}.latchkey_users`)) rows = (await admin.query(sql)).rows;
    return rows;
  };
  legacyTwinsTest(() => createPostgresStore(url), raw);
  skeletonRecomputeTest(() => createPostgresStore(url), raw);
});
