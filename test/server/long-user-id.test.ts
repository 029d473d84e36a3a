import { describe, expect, it } from 'vitest';
import { createMemoryStore } from '../../src/server';
import type { CounterStore } from '../../src/server/store/counter-store';
import { OWNER, ownerHarness } from './owner-lockout-harness';

// The limiters bound their windows by count, not bytes: a send-verify-otp naming a 15 KB user id
// kept a 15 KB key per window (1.6 to 3.2 GB at the in-memory caps, and as many bytes a row in
// PostgreSQL's counters). Ids the service did not mint are now answered as unknown ids, keyed
// by a bounded prefix. Counters that record their keys show what the limiters hold.
function recordingCounters() {
  const keys = new Set<string>();
  const counters: CounterStore = {
    take: async (key) => {
      keys.add(key);
      return undefined;
    },
    check: async () => undefined,
    giveBack: async () => {},
    clear: async () => {},
  };
  return { keys, counters };
}

describe('a user id the service never minted', () => {
  it('is answered as an unknown id and keeps only a short limiter key', async () => {
    const { keys, counters } = recordingCounters();
    const { call, owner, service } = ownerHarness(Object.assign(createMemoryStore(), { counters }));
    const { email, id } = await owner();
    const send = (userId: string) =>
      call(`/users/send-verify-otp/${userId}`, { email }, { address: OWNER });
    const known = await send(id);
    const unknown = await send(crypto.randomUUID());
    const long = await send(`${id}${'x'.repeat(15_000)}`);
    for (const answer of [unknown, long]) {
      expect(answer.status).toBe(known.status);
      expect(answer.body).toEqual(known.body);
    }
    // Only the owner's own request mailed a code.
    expect(service.mailbox.for(email)).toHaveLength(1);
    const longest = Math.max(...[...keys].map((key) => key.length));
    expect(longest).toBeLessThan(400);
    await service.close();
  });
});
