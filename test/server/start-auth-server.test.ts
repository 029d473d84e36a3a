import { connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import { type AuthStore, createMemoryStore, startAuthServer } from '../../src/server';

describe('startAuthServer', () => {
  it('close() is not held up by a connection that never sends a request (a browser preconnect)', async () => {
    const server = await startAuthServer({ port: 0, hashCost: { N: 1024, r: 8, p: 1 } });
    const { port } = new URL(server.url);
    const socket = connect(Number(port), '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    const closed = new Promise((resolve) => socket.once('close', resolve));
    const started = Date.now();
    await server.close();
    await closed;
    expect(Date.now() - started).toBeLessThan(10_000);
  }, 20_000);

  it('close() lets a request in flight finish', async () => {
    // The signup is held inside the store until close() has begun: in flight for certain,
    // whatever the machine's load (no guess at how long the request takes to arrive).
    const store = createMemoryStore();
    let arrived: () => void = () => undefined;
    const inStore = new Promise<void>((resolve) => {
      arrived = resolve;
    });
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const gatedStore: AuthStore = {
      ...store,
      async insertUser(user) {
        arrived();
        await gate;
        return store.insertUser(user);
      },
    };
    const server = await startAuthServer({
      port: 0,
      hashCost: { N: 1024, r: 8, p: 1 },
      store: gatedStore,
    });
    const pending = fetch(`${server.url}/users/signup`, {
      method: 'POST',
      headers: { 'X-App-Id': 'demo-app', 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'Late', email: 'late@example.com', password: 'late password' }),
    });
    await inStore;
    const closing = server.close();
    release();
    await closing;
    expect((await pending).status).toBe(201);
  });
});
