import { PGlite } from '@electric-sql/pglite';
import type { SqlDriver } from './sql-driver';

/**
 * Embedded PostgreSQL (WASM) in `dataDir`, or in memory without one. Every write is in the
 * data files before its query resolves, so a 2xx survives the process being killed.
 */
export async function openPGlite(dataDir?: string): Promise<SqlDriver> {
  const db = await PGlite.create(dataDir ? { dataDir } : {});
  return {
    query: async (sql, params) => (await db.query(sql, params ? [...params] : [])).rows as never,
    exec: async (sql) => {
      await db.exec(sql);
    },
    transaction: (work) =>
      db.transaction((tx) =>
        work({
          query: async (sql, params) =>
            (await tx.query(sql, params ? [...params] : [])).rows as never,
        }),
      ),
    close: () => db.close(),
  };
}
