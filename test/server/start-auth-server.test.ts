import { connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import { startAuthServer } from '../../src/server';

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
    const server = await startAuthServer({ port: 0, hashCost: { N: 1024, r: 8, p: 1 } });
    const pending = fetch(`${server.url}/users/signup`, {
      method: 'POST',
      headers: { 'X-App-Id': 'demo-app', 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'Late', email: 'late@example.com', password: 'late password' }),
    });
    await new Promise((resolve) => setTimeout(resolve, 5));
    await server.close();
    expect((await pending).status).toBe(201);
  });
});
