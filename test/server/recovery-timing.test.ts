import { beforeEach, describe, expect, it } from 'vitest';
import { type AuthStore, createMemoryStore } from '../../src/server';
import { KEY, serviceFixture } from './service-fixture';

// Timing cannot be measured reliably on a shared machine; what makes it differ can: the store
// work each answer does. An existing and an unknown account must cost the same calls.
const calls: string[] = [];
function spying(store: AuthStore): AuthStore {
  const spied = Object.entries(store).map(([name, method]) => [
    name,
    (...args: unknown[]) => {
      calls.push(name);
      return (method as (...a: unknown[]) => unknown).apply(store, args);
    },
  ]);
  return Object.fromEntries(spied) as unknown as AuthStore;
}

const svc = serviceFixture({ store: spying(createMemoryStore()) });
beforeEach(() => {
  calls.length = 0;
});

const forgot = (email: string) =>
  svc.call('POST', '/users/forgot-password', { body: { email }, apiKey: KEY });
const reset = (email: string) =>
  svc.call('POST', '/users/reset-password', {
    body: { email, otp: '000000', newPassword: 'new password 1' },
    apiKey: KEY,
  });

/** The store calls one request makes. */
async function storeWorkOf(request: () => Promise<{ status: number }>) {
  calls.length = 0;
  const { status } = await request();
  return { status, calls: [...calls] };
}

describe('recovery does the same work whether or not the account exists', () => {
  it('forgot-password', async () => {
    const { email } = await svc.signup();
    const existing = await storeWorkOf(() => forgot(email));
    const unknown = await storeWorkOf(() => forgot('nobody@example.com'));
    expect(existing.status).toBe(200);
    expect(unknown).toEqual(existing);
  });

  it('reset-password with a wrong code', async () => {
    const { email } = await svc.signup();
    await forgot(email);
    await forgot('ghost@example.com');
    const existing = await storeWorkOf(() => reset(email));
    const unknown = await storeWorkOf(() => reset('ghost@example.com'));
    const neverAsked = await storeWorkOf(() => reset('never@example.com'));
    expect(existing.status).toBe(400);
    expect(unknown).toEqual(existing);
    expect(neverAsked).toEqual(existing);
  });
});
