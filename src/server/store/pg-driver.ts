import pg from 'pg';
import type { SqlDriver } from './sql-driver';

/** latchkey's advisory lock key for making its schema (any constant no other app uses). */
const SCHEMA_LOCK = 7_461_001_015;

/** A PostgreSQL server through the `pg` driver (a pool), e.g. from `DATABASE_URL`. */
export async function openPostgres(connectionString: string): Promise<SqlDriver> {
  const pool = new pg.Pool({ connectionString, max: 10 });
  // Fail at start, not at the first request, when the server cannot be reached.
  await pool.query('select 1');
  return {
    query: async (sql, params) => (await pool.query(sql, params ? [...params] : [])).rows,
    // The schema: `create table if not exists` is not safe against itself when several
    // instances start at once on a fresh database (a duplicate pg_type row), so it runs in a
    // transaction that holds one advisory lock: the others wait, then find the tables.
    exec: async (sql) => {
      const client = await pool.connect();
      try {
        await client.query('begin');
        await client.query('select pg_advisory_xact_lock($1)', [SCHEMA_LOCK]);
        await client.query(sql);
        await client.query('commit');
      } catch (error) {
        // A broken connection fails the rollback too: keep the error that matters.
        await client.query('rollback').catch(() => {});
        throw error;
      } finally {
        client.release();
      }
    },
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query('begin');
        const result = await work({
          query: async (sql, params) => (await client.query(sql, params ? [...params] : [])).rows,
        });
        await client.query('commit');
        return result;
      } catch (error) {
        // A broken connection fails the rollback too: keep the error that matters.
        await client.query('rollback').catch(() => {});
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
