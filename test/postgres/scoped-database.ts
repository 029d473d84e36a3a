import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll } from 'vitest';

/** A schema of this test file alone on the test server, and a connection to look into it. */
export interface ScopedDatabase {
  /** DATABASE_URL with its search_path set to the schema: give it to the store. */
  url: string;
  /** The schema's name, for queries through `admin`. */
  schema: string;
  /** A connection of its own (ended after the file's tests). */
  admin: pg.Client;
}

/**
 * A schema of the test server's DATABASE_URL for this run alone (dropped after the file's
 * tests), so runs never see each other's rows.
 */
export async function scopedDatabase(): Promise<ScopedDatabase> {
  const url = process.env.DATABASE_URL;
  if (!url)
    throw new Error(
      'DATABASE_URL is not set: start PostgreSQL and export DATABASE_URL (see .ci/run).',
    );
  const schema = `latchkey_test_${randomUUID().replaceAll('-', '')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  afterAll(async () => {
    await admin.query(`drop schema ${schema} cascade`);
    await admin.end();
  });
  const options = encodeURIComponent(`-c search_path=${schema}`);
  return { url: `${url}${url.includes('?') ? '&' : '?'}options=${options}`, schema, admin };
}

/** The connection string of a {@link scopedDatabase}. */
export async function scopedDatabaseUrl(): Promise<string> {
  return (await scopedDatabase()).url;
}
