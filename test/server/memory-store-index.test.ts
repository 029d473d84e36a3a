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
