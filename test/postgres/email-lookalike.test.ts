import { describe } from 'vitest';
import { createPostgresStore } from '../../src/server';
import { legacyTwinsTest } from '../server/email-lookalike-legacy';
import { emailLookalikeSuite } from '../server/email-lookalike-suite';
import { scopedDatabase, scopedDatabaseUrl } from './scoped-database';

emailLookalikeSuite('PostgreSQL', await createPostgresStore(await scopedDatabaseUrl()));

describe('PostgreSQL: look-alike accounts from before email skeletons', async () => {
  const { url, schema, admin } = await scopedDatabase();
  legacyTwinsTest(
    () => createPostgresStore(url),
    async (statements) => {
      let rows: unknown[] = [];
      for (const sql of statements(`${schema}.latchkey_users`))
        rows = (await admin.query(sql)).rows;
      return rows;
    },
  );
});
