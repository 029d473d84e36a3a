import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';
import { createMemoryStore, createPGliteStore } from '../../src/server';
import { sessionRaceSuite } from './session-race-suite';

const folders: string[] = [];
afterAll(async () => {
  for (const dir of folders) await rm(dir, { recursive: true, force: true });
});

sessionRaceSuite('memory', async () => createMemoryStore());
sessionRaceSuite('PGlite (--data)', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'latchkey-races-'));
  folders.push(dir);
  return createPGliteStore(dir);
});
