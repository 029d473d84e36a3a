import { PGlite } from '@electric-sql/pglite';
import { requireWritableDataDir } from './data-dir-access';
import type { SqlDriver } from './sql-driver';

/**
 * Embedded PostgreSQL (WASM) in `dataDir`, or in memory without one. Every write is in the
 * data files before its query resolves, so a 2xx survives the process being killed.
 */
export async function openPGlite(dataDir?: string): Promise<SqlDriver> {
  if (dataDir) await requireWritableDataDir(dataDir);
  const db = await PGlite.create(dataDir ? { dataDir } : {}).catch((cause: unknown) => {
    // PGlite's own words are often only "Aborted()": say which folder, and what to check.
    const reason = cause instanceof Error ? cause.message : String(cause);
    throw new Error(
      `PGlite could not open ${dataDir ? `the data folder ${dataDir}` : 'an in-memory database'}` +
        ` (${reason}). Check that the folder is writable, that its disk has space, and that it ` +
        'was made by latchkey-server (PGlite), not by another PostgreSQL.',
      { cause },
    );
  });
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
