import type { AuthStore } from '../../src/server';

/** Store methods a test can hold at their door. */
export type GatedMethod = 'insertSession' | 'updateUser' | 'deleteUser';

/** A call held before it reaches the store: it waits until released. */
export interface HeldCall {
  /** Resolves when the call has arrived and is waiting. */
  arrived: Promise<void>;
  /** Lets it go on to the store. */
  release(): void;
}

/**
 * Wraps a store so a test can hold the next call of a method just before it reaches the
 * store, run something else to its end meanwhile, then let it go: a race played out in a
 * fixed order, not left to timing.
 */
export function gatedStore(store: AuthStore) {
  const pending = new Map<GatedMethod, { arrive: () => void; released: Promise<void> }>();

  /** Holds the next call of `method` (one call; later ones pass). */
  function hold(method: GatedMethod): HeldCall {
    let arrive = () => {};
    let release = () => {};
    const arrived = new Promise<void>((resolve) => {
      arrive = resolve;
    });
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    pending.set(method, { arrive, released });
    return { arrived, release };
  }

  async function door(method: GatedMethod) {
    const gate = pending.get(method);
    if (!gate) return;
    pending.delete(method);
    gate.arrive();
    await gate.released;
  }

  const gated: AuthStore = {
    ...store,
    async insertSession(...args) {
      await door('insertSession');
      return store.insertSession(...args);
    },
    async updateUser(...args) {
      await door('updateUser');
      return store.updateUser(...args);
    },
    async deleteUser(...args) {
      await door('deleteUser');
      return store.deleteUser(...args);
    },
  };
  return { store: gated, hold };
}
