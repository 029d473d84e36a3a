import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';
import { createMemoryStore, createPGliteStore } from '../../src/server';
import { ownerLockoutSuite } from './owner-lockout-suite';

const folders: string[] = [];
afterAll(async () => {
  for (const dir of folders) await rm(dir, { recursive: true, force: true });
});

ownerLockoutSuite('memory', async () => createMemoryStore());
ownerLockoutSuite('PGlite (--data)', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'latchkey-owner-'));
  folders.push(dir);
  return createPGliteStore(dir);
});
