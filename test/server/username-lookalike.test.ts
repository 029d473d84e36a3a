import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createMemoryStore, createPGliteStore } from '../../src/server';
import { openPGlite } from '../../src/server/store/pglite-driver';
import { usernameSkeleton } from '../../src/server/username-skeleton';
import { makeUser } from './store-conformance';
import { usernameLookalikeSuite } from './username-lookalike-suite';

describe('usernameSkeleton', () => {
  it('folds the look-alikes it covers to one skeleton', () => {
    const joe = usernameSkeleton('joe');
    for (const twin of ['JOE', 'jоe', 'ｊｏｅ', 'ЈОЕ', 'j0e', 'jο\u200be', 'jоe\u00ad'])
      expect(usernameSkeleton(twin), twin).toBe(joe);
    expect(usernameSkeleton('rnary')).toBe(usernameSkeleton('mary'));
    expect(usernameSkeleton('vvill')).toBe(usernameSkeleton('will'));
    expect(usernameSkeleton('user1')).toBe(usernameSkeleton('userl'));
    // Cyrillic ё decomposes to е + diaeresis: the same as Latin ë.
    expect(usernameSkeleton('zoё')).toBe(usernameSkeleton('zoë'));
  });

  it('keeps different names apart', () => {
    expect(usernameSkeleton('joe')).not.toBe(usernameSkeleton('jon'));
    expect(usernameSkeleton('zoe')).not.toBe(usernameSkeleton('zoë'));
    expect(usernameSkeleton('иван')).not.toBe(usernameSkeleton('ivan'));
  });
});

usernameLookalikeSuite('memory', async () => createMemoryStore());
usernameLookalikeSuite('PGlite', async () => createPGliteStore());

describe('PGlite: skeletons an earlier table computed otherwise', () => {
  it('are computed again at start, so a look-alike of them is refused', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'latchkey-skeleton-'));
    try {
      const first = await createPGliteStore(dir);
      await first.insertUser(makeUser('old-app', { username: 'Iisa' }));
      await first.close();
      // As a folder written before I and l were one letter: its skeleton was `iisa`.
      const raw = await openPGlite(dir);
      await raw.query("update latchkey_users set username_skeleton = 'iisa'");
      await raw.close();
      const reopened = await createPGliteStore(dir);
      const taken = makeUser('old-app', { username: 'lisa', email: 'lisa@example.com' });
      await expect(reopened.insertUser(taken)).rejects.toThrow('username is taken');
      expect((await reopened.getUser('old-app', { username: 'Iisa' }))?.username).toBe('Iisa');
      await reopened.close();
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 60_000);
});

describe('PGlite: two look-alike usernames from before skeletons', () => {
  it('both stay, and the one without a skeleton can still change its other fields', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'latchkey-skeleton-'));
    try {
      const first = await createPGliteStore(dir);
      const older = makeUser('old-app', { username: 'anna', createdAt: 1 });
      const newer = makeUser('old-app', { username: 'bella', createdAt: 2 });
      await first.insertUser(older);
      await first.insertUser(newer);
      await first.close();
      // As a folder written when usernames were compared exactly: the newer one's a look-alike.
      const raw = await openPGlite(dir);
      await raw.query(
        `update latchkey_users set username_key = 'аnna', username_skeleton = null,
           data = jsonb_set(data, '{username}', '"аnna"') where id = $1`,
        [newer.id],
      );
      await raw.close();
      const reopened = await createPGliteStore(dir);
      const renamed = await reopened.updateUser('old-app', newer.id, { name: 'Renamed' });
      expect(renamed?.name).toBe('Renamed');
      await expect(
        reopened.updateUser('old-app', newer.id, { username: 'ＡＮＮＡ' }),
      ).rejects.toMatchObject({ field: 'username' });
      expect((await reopened.getUser('old-app', { id: newer.id }))?.username).toBe('аnna');
      await reopened.close();
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
