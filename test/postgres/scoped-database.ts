import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll } from 'vitest';

/**
 * A connection string to the test server's DATABASE_URL whose search_path is a schema of this
 * run alone (dropped after the file's tests), so runs never see each other's rows.
 */
export async function scopedDatabaseUrl(): Promise<string> {
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
  return `${url}${url.includes('?') ? '&' : '?'}options=${encodeURIComponent(`-c search_path=${schema}`)}`;
}
