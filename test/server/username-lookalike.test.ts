import { describe, expect, it } from 'vitest';
import { createMemoryStore, createPGliteStore } from '../../src/server';
import { usernameSkeleton } from '../../src/server/username-skeleton';
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
