import type { AuthStore } from './auth-store';
import { withSessionCache } from './session-cache';
import { createSqlCounters } from './sql-counters';
import { createSqlStore } from './sql-store';

// The drivers are imported when a store is opened, so `latchkey/testing` and apps that only
// use the memory store never load PGlite or pg (both optional peer dependencies).

async function load<T>(name: string, importer: () => Promise<T>): Promise<T> {
  try {
    return await importer();
  } catch (cause) {
    throw new Error(`This store needs the "${name}" package: npm install -D ${name}`, { cause });
  }
}

/**
 * The embedded default: PostgreSQL in WASM (PGlite) with its files in `dataDir` (in memory
 * without one). Data survives restarts; a write is on disk before its request is answered.
 * Only this process may open the folder (it is locked until close; a second process gets an
 * error naming the holder's pid), so session look-ups are served from memory.
 */
export async function createPGliteStore(dataDir?: string): Promise<AuthStore> {
  const { openPGlite } = await load('@electric-sql/pglite', () => import('./pglite-driver'));
  if (!dataDir) return withSessionCache(await createSqlStore(await openPGlite()));
  const { lockDataDir } = await import('./data-dir-lock');
  const release = await lockDataDir(dataDir);
  try {
    const store = withSessionCache(await createSqlStore(await openPGlite(dataDir)));
    return {
      ...store,
      async close() {
        try {
          await store.close();
        } finally {
          await release();
        }
      },
    };
  } catch (error) {
    await release();
    throw error;
  }
}

/**
 * A PostgreSQL server (e.g. `DATABASE_URL`), with the same SQL as PGlite, so a team can share
 * one service. Several services may share one database: nothing is cached, and the rate-limit
 * counters are in the database too, so the limits hold for all of them together.
 */
export async function createPostgresStore(connectionString: string): Promise<AuthStore> {
  const { openPostgres } = await load('pg', () => import('./pg-driver'));
  const db = await openPostgres(connectionString);
  // The limits too: N instances on one database allow what one would, not N times it.
  return { ...(await createSqlStore(db)), counters: await createSqlCounters(db) };
}
