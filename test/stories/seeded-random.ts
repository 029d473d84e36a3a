import { vi } from 'vitest';

// The story's service draws user ids, one-time codes and session ids from Web Crypto: a user's
// avatar colour comes from the id, a code's digits show in its boxes. Seeded per story run, the
// same story paints the same pixels every run (its baselines), while each value stays as
// unpredictable to the story as before. Only the test page's crypto is replaced, and restored.

/** mulberry32: a small seeded generator of 32-bit values. */
function generator(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (t ^ (t >>> 14)) >>> 0;
  };
}

const spies: { mockRestore(): void }[] = [];

/** Replaces crypto.getRandomValues and crypto.randomUUID with a generator seeded by `seed`. */
export function seedRandom(seed: number) {
  restoreRandom();
  const next = generator(seed);
  const fill = (bytes: Uint8Array) => {
    for (let i = 0; i < bytes.length; i++) bytes[i] = next() & 0xff;
  };
  const values = vi
    .spyOn(crypto, 'getRandomValues')
    .mockImplementation(<T extends ArrayBufferView | null>(array: T): T => {
      if (array) fill(new Uint8Array(array.buffer, array.byteOffset, array.byteLength));
      return array;
    });
  const uuids = vi.spyOn(crypto, 'randomUUID').mockImplementation(() => {
    const bytes = new Uint8Array(16);
    fill(bytes);
    // Version 4, variant 10, as crypto.randomUUID's.
    bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
    bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
    const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
    return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  });
  spies.push(values, uuids);
}

/** Puts the page's own crypto back. */
export function restoreRandom() {
  for (const spy of spies.splice(0)) spy.mockRestore();
}
