import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createPGliteStore } from '../../src/server';
import { makeUser, storeConformance } from './store-conformance';

const folders: string[] = [];
async function folder() {
  const dir = await mkdtemp(join(tmpdir(), 'latchkey-pglite-'));
  folders.push(dir);
  return dir;
}
afterAll(async () => {
  for (const dir of folders) await rm(dir, { recursive: true, force: true });
});

storeConformance('PGlite', async () => createPGliteStore(await folder()));

describe('PGlite persistence', () => {
  it('keeps users, sessions and codes across a close and reopen of its folder', async () => {
    const dir = await folder();
    const user = makeUser('a', { username: 'persisted' });
    const first = await createPGliteStore(dir);
    await first.insertUser(user);
    await first.insertSession({
      idHash: 'h',
      appId: 'a',
      userId: user.id,
      createdAt: 1,
      expiresAt: 2,
    });
    await first.putOtp({
      appId: 'a',
      emailKey: 'x@y.z',
      purpose: 'verify-email',
      userId: user.id,
      codeHash: 'c',
      expiresAt: 3,
      attempts: 1,
    });
    await first.close();

    const second = await createPGliteStore(dir);
    expect(await second.getUser('a', { username: 'PERSISTED' })).toEqual(user);
    expect(await second.getSession('h')).toMatchObject({
      session: { expiresAt: 2 },
      user: { id: user.id },
    });
    expect(await second.getOtp('a', 'x@y.z', 'verify-email')).toMatchObject({ attempts: 1 });
    await second.close();
  }, 60_000);

  it('serves a cached session fresh after its user changes or it is deleted', async () => {
    const store = await createPGliteStore(await folder());
    const user = makeUser('a');
    await store.insertUser(user);
    await store.insertSession({
      idHash: 'cached',
      appId: 'a',
      userId: user.id,
      createdAt: 1,
      expiresAt: 2,
    });
    expect((await store.getSession('cached'))?.user.name).toBe(user.name);
    await store.updateUser('a', user.id, { name: 'Changed' });
    expect((await store.getSession('cached'))?.user.name).toBe('Changed');
    await store.updateUser('a', user.id, { passwordHash: 'x' }, { endSessions: true });
    expect(await store.getSession('cached')).toBeNull();
    await store.insertSession({
      idHash: 'again',
      appId: 'a',
      userId: user.id,
      createdAt: 1,
      expiresAt: 2,
    });
    expect(await store.getSession('again')).not.toBeNull();
    await store.deleteSession('again');
    expect(await store.getSession('again')).toBeNull();
    await store.insertSession({
      idHash: 'last',
      appId: 'a',
      userId: user.id,
      createdAt: 1,
      expiresAt: 2,
    });
    expect(await store.getSession('last')).not.toBeNull();
    await store.deleteUser('a', user.id);
    expect(await store.getSession('last')).toBeNull();
    await store.close();
  }, 60_000);
});
