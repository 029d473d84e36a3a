import { describe, expect, it } from 'vitest';
import { createHashQueue } from '../../src/server/hash-queue';
import { PASSWORD, serviceFixture } from './service-fixture';

// Issue 15, item 6: one address flooding wrong logins must not hold another's login behind
// every one of its hashes. Checked by order, not by time: the real hash cost makes each hash
// long enough that the flood is still queued when the other login arrives.
const REAL_COST = { N: 2 ** 15, r: 8, p: 1 };
const flooded = serviceFixture({ hashCost: REAL_COST, trustProxy: true });
const tight = serviceFixture({
  hashCost: REAL_COST,
  trustProxy: true,
  hashQueue: { concurrency: 1, perAddress: 1, maxQueued: 4 },
});

/** Wrong logins the flooder sends at once. */
const FLOOD = 24;
const FLOODER = { 'X-Forwarded-For': '203.0.113.66' };
const OWNER = { 'X-Forwarded-For': '198.51.100.7' };

function loginFrom(
  svc: typeof flooded,
  headers: Record<string, string>,
  email: string,
  password: string,
) {
  return svc.call('POST', '/users/login', { body: { email, password }, headers });
}

/**
 * Sends `count` wrong logins from the flooder at once. `arrivals` lists the answers in the
 * order they came back; `firstWith(status)` resolves when the first answer with it arrives.
 */
function flood(svc: typeof flooded, count: number) {
  const arrivals: string[] = [];
  const waiting = new Map<number, () => void>();
  const seen = new Map<number, Promise<void>>();
  const firstWith = (status: number) => {
    let found = seen.get(status);
    if (!found) {
      found = new Promise<void>((resolve) => waiting.set(status, resolve));
      seen.set(status, found);
    }
    return found;
  };
  const answers = Array.from({ length: count }, (_, n) =>
    loginFrom(svc, FLOODER, `flood${n}@example.com`, 'wrong password').then((answer) => {
      arrivals.push(`flood ${answer.status}`);
      firstWith(answer.status);
      waiting.get(answer.status)?.();
      return answer;
    }),
  );
  return { arrivals, firstWith, all: Promise.all(answers) };
}

describe('password hashes are shared fairly between client addresses', () => {
  it('a good login from another address is answered before most of a flood of wrong logins', async () => {
    const owner = await flooded.signup({}, undefined, {});
    const { arrivals, firstWith, all } = flood(flooded, FLOOD);
    // The flood is in the service (one of its answers came back): now the owner logs in.
    await firstWith(401);
    const good = await loginFrom(flooded, OWNER, owner.email, PASSWORD);
    arrivals.push(`owner ${good.status}`);
    await all;
    expect(good.status).toBe(200);
    // Served in turn: at most two flood hashes per slot ahead of it, not the whole flood.
    const after = arrivals.length - 1 - arrivals.indexOf('owner 200');
    expect(after, arrivals.join(', ')).toBeGreaterThanOrEqual(FLOOD - 8);
  }, 60_000);

  it('past the queue depth: 503 with Retry-After, and another address still gets its turn', async () => {
    const owner = await tight.signup();
    const { firstWith, all } = flood(tight, 20);
    // The queue is full (a flood login was refused): now the owner logs in.
    await Promise.race([firstWith(503), all]);
    const good = await loginFrom(tight, OWNER, owner.email, PASSWORD);
    const answers = await all;
    expect(good.status).toBe(200);
    const refused = answers.filter((answer) => answer.status === 503);
    expect(refused.length).toBeGreaterThanOrEqual(14);
    for (const answer of refused) {
      expect(answer.body.error).toBe('service_busy');
      expect(Number(answer.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    }
  }, 60_000);
});

describe('the hash queue', () => {
  /** A hash that finishes when the test says so. */
  function controlled() {
    const started: string[] = [];
    const finishers = new Map<string, () => void>();
    const hash = (name: string) => () =>
      new Promise<boolean>((resolve) => {
        started.push(name);
        finishers.set(name, () => resolve(true));
      });
    const finish = async (name: string) => {
      finishers.get(name)?.();
      // Let the queue hand the slot on.
      await new Promise((resolve) => setImmediate(resolve));
    };
    return { started, hash, finish };
  }

  it('serves the next address in turn when a slot frees, not the flood’s next hash', async () => {
    const queue = createHashQueue({ concurrency: 2, perAddress: 2 });
    const { started, hash, finish } = controlled();
    for (let n = 0; n < 10; n++) void queue.run('A', hash(`A${n}`));
    void queue.run('B', hash('B0'));
    expect(started).toEqual(['A0', 'A1']);
    await finish('A0');
    expect(started).toEqual(['A0', 'A1', 'B0']);
    await finish('A1');
    expect(started.at(-1)).toBe('A2');
  });

  it('runs at most perAddress hashes of one address, leaving slots to others', async () => {
    const queue = createHashQueue({ concurrency: 4, perAddress: 2 });
    const { started, hash } = controlled();
    for (let n = 0; n < 5; n++) void queue.run('A', hash(`A${n}`));
    void queue.run('B', hash('B0'));
    expect(started).toEqual(['A0', 'A1', 'B0']);
    expect(queue.queued).toBe(3);
  });

  it('when full, the longest line gives up its newest job for a shorter one', async () => {
    const queue = createHashQueue({ concurrency: 1, perAddress: 1, maxQueued: 3 });
    const { hash } = controlled();
    const results = Array.from({ length: 5 }, (_, n) =>
      queue.run('A', hash(`A${n}`)).then(
        () => 'done',
        (error: { status?: number }) => error.status,
      ),
    );
    expect(await results[4]).toBe(503); // A0 runs, A1-A3 wait: A4 finds the queue full
    const b = queue.run('B', hash('B0'));
    expect(await results[3]).toBe(503); // A3, the newest of the longest line, made room
    expect(queue.queued).toBe(3);
    void b;
  });
});
