import { connect } from 'node:net';
import { afterAll, expect, it, vi } from 'vitest';
import { type AuthService, createAuthService, startAuthServer } from '../../src/server';

// A client that goes away mid-body is ordinary on the internet: not an "unexpected error".
const inner = createAuthService({ apps: { 'app-1': 'key-1' }, hashCost: { N: 1024, r: 8, p: 1 } });
let started: () => void = () => {};
let finished: (status: number) => void = () => {};
const service: AuthService = Object.assign(
  async (...args: Parameters<AuthService>) => {
    started();
    const response = await inner(...args);
    finished(response.status);
    return response;
  },
  { mailbox: inner.mailbox, store: inner.store, close: inner.close },
);
const server = await startAuthServer({ port: 0, service });
afterAll(async () => {
  await server.close();
  await inner.close();
});

it('a connection dropped mid-body is not logged as an unexpected error', async () => {
  const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
  try {
    const handled = new Promise<number>((resolve) => {
      finished = resolve;
    });
    const called = new Promise<void>((resolve) => {
      started = resolve;
    });
    const socket = connect(Number(new URL(server.url).port), '127.0.0.1');
    socket.write(
      'POST /users/signup HTTP/1.1\r\nHost: 127.0.0.1\r\nX-App-Id: app-1\r\n' +
        'Content-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"name":"Half',
    );
    await called;
    socket.destroy();
    expect(await handled).toBeLessThan(500);
    expect(errors.mock.calls.flat().join(' ')).not.toMatch(/unexpected error/);
  } finally {
    errors.mockRestore();
  }
});
