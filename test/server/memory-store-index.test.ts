import { describe, expect, it } from 'vitest';
import { createMemoryStore } from '../../src/server';
import { makeUser } from './store-conformance';

/** The fastest of three runs of `lookups`, in ms (the least disturbed by other work). */
async function fastest(lookups: () => Promise<void>) {
  let best = Number.POSITIVE_INFINITY;
  for (let run = 0; run < 3; run++) {
    const started = performance.now();
    await lookups();
    best = Math.min(best, performance.now() - started);
  }
  return best;
}

/** Time of 500 look-ups by email and by username in a store of `count` users. */
async function lookupTime(count: number) {
  const store = createMemoryStore();
  const users = Array.from({ length: count }, (_, i) => makeUser('a', { username: `name-${i}` }));
  for (const user of users) await store.insertUser(user);
  const probe = users.slice(-10);
  return fastest(async () => {
    for (let i = 0; i < 50; i++) {
      for (const user of probe) {
        expect(await store.getUser('a', { email: user.email.toUpperCase() })).not.toBeNull();
        expect(await store.getUser('a', { username: String(user.username) })).not.toBeNull();
      }
    }
  });
}

describe('the memory store', () => {
  it('finds users by email and username without scanning them all', async () => {
    const small = await lookupTime(50);
    const large = await lookupTime(5_000);
    // A scan makes the large store ~100 times slower; an index keeps it about the same.
    expect(large / small).toBeLessThan(10);
  }, 60_000);
});

/** Time of 200 sign-ins (a session kept among its user's newest 20) beside `others` sessions. */
async function signInTime(others: number) {
  const store = createMemoryStore();
  const crowd = Array.from({ length: Math.max(1, others / 20) }, () => makeUser('a'));
  for (const user of crowd) await store.insertUser(user);
  for (let i = 0; i < others; i++) {
    const user = crowd[i % crowd.length] ?? crowd[0];
    if (!user) throw new Error('no user');
    await store.insertSession(
      { idHash: `other-${i}`, appId: 'a', userId: user.id, createdAt: i, expiresAt: 1e15 },
      { keepAtMost: 20 },
    );
  }
  const owner = makeUser('a');
  await store.insertUser(owner);
  let sequence = 0;
  return fastest(async () => {
    for (let i = 0; i < 200; i++) {
      sequence += 1;
      const session = {
        idHash: `own-${sequence}`,
        appId: 'a',
        userId: owner.id,
        createdAt: 1e9 + sequence,
        expiresAt: 1e15,
      };
      expect(await store.insertSession(session, { keepAtMost: 20 })).toBe(true);
    }
  });
}

describe('the memory store’s sessions', () => {
  // Issue 35: every sign-in scanned every session (42 ms of blocked event loop at 200,000).
  it('keeps a user’s newest 20 without scanning every session', async () => {
    const small = await signInTime(100);
    const large = await signInTime(20_000);
    // A scan makes the large store ~200 times slower; an index keeps it about the same.
    expect(large / small).toBeLessThan(10);
  }, 60_000);
});
