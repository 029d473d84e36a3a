import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';
import { type AuthStore, createMemoryStore, createPGliteStore } from '../../src/server';

/**
 * The stores of one process, for `describe.each`: memory, and PGlite in a folder of its own
 * (`--data`; named after `prefix`, removed after the file's tests).
 */
export function localStores(prefix: string): [string, () => Promise<AuthStore>][] {
  const folders: string[] = [];
  afterAll(async () => {
    for (const dir of folders) await rm(dir, { recursive: true, force: true });
  });
  return [
    ['memory', async () => createMemoryStore()],
    [
      'PGlite (--data)',
      async () => {
        const dir = await mkdtemp(join(tmpdir(), prefix));
        folders.push(dir);
        return createPGliteStore(dir);
      },
    ],
  ];
}
