import pg from 'pg';
import type { SqlDriver } from './sql-driver';

/** A PostgreSQL server through the `pg` driver (a pool), e.g. from `DATABASE_URL`. */
export async function openPostgres(connectionString: string): Promise<SqlDriver> {
  const pool = new pg.Pool({ connectionString, max: 10 });
  // Fail at start, not at the first request, when the server cannot be reached.
  await pool.query('select 1');
  return {
    query: async (sql, params) => (await pool.query(sql, params ? [...params] : [])).rows,
    exec: async (sql) => {
      await pool.query(sql);
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
        await client.query('rollback');
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
