import { describe, expect, it } from 'vitest';
import { createRateLimiter } from '../../src/server/rate-limiter';

// The limiter alone, on a fake clock: what an attacker's flood of new keys does to its memory.
const WINDOW = 15 * 60 * 1000;

describe('the rate limiter’s memory', () => {
  it('holds at most maxKeys keys however many arrive within one window', () => {
    const clock = { now: 0 };
    const limiter = createRateLimiter(3, WINDOW, () => clock.now, 1_000);
    for (let i = 0; i < 60_000; i++) {
      limiter.take(`forgot:${i}@example.com`);
      clock.now += 1; // all within one window: nothing has expired yet
    }
    expect(limiter.size).toBeLessThanOrEqual(1_000);
  });

  it('drops windows once they expire', () => {
    const clock = { now: 0 };
    const limiter = createRateLimiter(3, WINDOW, () => clock.now);
    for (let i = 0; i < 5_000; i++) limiter.take(`key-${i}`);
    expect(limiter.size).toBe(5_000);
    clock.now += WINDOW;
    limiter.take('one more');
    expect(limiter.size).toBe(1);
  });

  it('evicts no window holding attempts: a full table refuses the party that filled it', () => {
    const clock = { now: 0 };
    const limiter = createRateLimiter(6, WINDOW, () => clock.now, 100);
    for (let i = 0; i < 5; i++) expect(limiter.take('victim', 'stranger')).toBeUndefined();
    clock.now += 1;
    for (let i = 0; i < 300; i++) limiter.take(`flood-${i}`, `flooder-${i % 3}`);
    expect(limiter.size).toBe(100);
    expect(limiter.take('flood-new', 'flooder-0')).toBe(15 * 60);
    // The victim's 5 are still counted: one more, then the limit.
    expect(limiter.take('victim', 'anyone')).toBeUndefined();
    expect(limiter.take('victim', 'anyone')).toBe(15 * 60);
  });

  it('never evicts a window at its limit, however many new keys flood in', () => {
    const clock = { now: 0 };
    const limiter = createRateLimiter(3, WINDOW, () => clock.now, 100);
    for (let i = 0; i < 3; i++) expect(limiter.take('victim')).toBeUndefined();
    expect(limiter.take('victim')).toBe(15 * 60);
    for (let i = 0; i < 10_000; i++) limiter.take(`flood-${i}@example.com`);
    expect(limiter.size).toBeLessThanOrEqual(100);
    expect(limiter.take('victim')).toBe(15 * 60);
    expect(limiter.check('victim')).toBe(15 * 60);
  });

  it('refuses a new key, closed, while every window it holds is at its limit', () => {
    const clock = { now: 0 };
    const limiter = createRateLimiter(2, WINDOW, () => clock.now, 10);
    for (let key = 0; key < 10; key++) {
      limiter.take(`full-${key}`);
      limiter.take(`full-${key}`);
    }
    clock.now += 60_000;
    expect(limiter.check('newcomer')).toBe(14 * 60);
    expect(limiter.take('newcomer')).toBe(14 * 60);
    // A peek looks at the key alone: no window, not at its limit, whatever the room.
    expect(limiter.peek('newcomer')).toBeUndefined();
    expect(limiter.peek('full-0')).toBe(14 * 60);
    expect(limiter.size).toBe(10);
    // Once the first windows expire there is room again.
    clock.now = WINDOW;
    expect(limiter.take('newcomer')).toBeUndefined();
  });

  it('a look (check) opens nothing; a window given back to zero frees its room', () => {
    const clock = { now: 0 };
    const limiter = createRateLimiter(2, WINDOW, () => clock.now, 10);
    for (let i = 0; i < 50; i++) expect(limiter.check(`look-${i}`)).toBeUndefined();
    expect(limiter.size).toBe(0);
    limiter.take('right');
    limiter.giveBack('right');
    expect(limiter.size).toBe(0);
    limiter.take('twice');
    limiter.take('twice');
    limiter.giveBack('twice');
    expect(limiter.take('twice')).toBeUndefined();
    expect(limiter.take('twice')).toBe(15 * 60);
  });

  it('when every window is at its limit, lets in only addresses that opened none, up to twice the cap', () => {
    const clock = { now: 0 };
    const limiter = createRateLimiter(1, WINDOW, () => clock.now, 10);
    for (let key = 0; key < 10; key++)
      expect(limiter.take(`flood-${key}`, 'flooder')).toBeUndefined();
    // The flooder (and any address holding a window) is refused a new key...
    expect(limiter.check('newcomer', 'flooder')).toBe(15 * 60);
    expect(limiter.take('newcomer', 'flooder')).toBe(15 * 60);
    // ...an address holding none is let in, once: then it holds one.
    expect(limiter.check('owner@example.com', 'owner')).toBeUndefined();
    expect(limiter.take('owner@example.com', 'owner')).toBeUndefined();
    expect(limiter.take('second@example.com', 'owner')).toBe(15 * 60);
    for (let n = 0; n < 20; n++) limiter.take(`fresh-${n}`, `address-${n}`);
    // Never more than twice the cap, and no window at its limit was evicted.
    expect(limiter.size).toBe(20);
    expect(limiter.take('late@example.com', 'late')).toBe(15 * 60);
    expect(limiter.take('flood-0', 'anyone')).toBe(15 * 60);
    expect(limiter.take('owner@example.com', 'owner')).toBe(15 * 60);
  });
});
