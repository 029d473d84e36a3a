import { connect, type Socket } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { startAuthServer } from '../../src/server';

// Issue 35, lower items: a socket sending its body slowly was held 307 s, and there was no cap
// on connections. Now a request must arrive whole within `requestTimeoutMs` (default 30 s),
// and one client address may hold `maxConnectionsPerAddress` connections (default 64).
const server = await startAuthServer({
  port: 0,
  apps: { 'app-1': 'key-1' },
  hashCost: { N: 1024, r: 8, p: 1 },
  requestTimeoutMs: 300,
  maxConnectionsPerAddress: 4,
});
const opened: Socket[] = [];
afterAll(async () => {
  for (const socket of opened) socket.destroy();
  await server.close();
});

const port = Number(new URL(server.url).port);

/** A socket to the server, and a promise of its closing (by the server). */
function open() {
  const socket = connect(port, '127.0.0.1');
  opened.push(socket);
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  const connected = new Promise<void>((resolve) => socket.once('connect', () => resolve()));
  socket.on('error', () => {});
  return { socket, closed, connected };
}

describe('slow and many connections', () => {
  it('closes a request whose body does not arrive in time', async () => {
    const { socket, closed, connected } = await open();
    await connected;
    socket.write(
      'POST /users/login HTTP/1.1\r\nHost: 127.0.0.1\r\nX-App-Id: app-1\r\n' +
        'Content-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"email":',
    );
    const answer = new Promise<string>((resolve) => {
      let text = '';
      socket.on('data', (chunk) => {
        text += chunk.toString();
      });
      socket.once('close', () => resolve(text));
    });
    await closed;
    // Node answers 408 when it can, or just closes.
    expect(await answer).toMatch(/^$|^HTTP\/1\.1 408/);
  }, 20_000);

  it('refuses a fifth connection from one address while four are open', async () => {
    const four = Array.from({ length: 4 }, () => open());
    await Promise.all(four.map((one) => one.connected));
    // Each of the four is held open by a request whose body has not come yet.
    for (const { socket } of four)
      socket.write(
        'POST /users/login HTTP/1.1\r\nHost: 127.0.0.1\r\nX-App-Id: app-1\r\n' +
          'Content-Type: application/json\r\nContent-Length: 1000\r\n\r\n',
      );
    const fifth = open();
    await fifth.closed;
    // Once they are gone, the address may connect again.
    for (const { socket } of four) socket.destroy();
    await Promise.all(four.map((one) => one.closed));
    const response = await fetch(`${server.url}/users/session`, {
      headers: { 'X-App-Id': 'app-1' },
    });
    expect(response.status).toBe(200);
  }, 20_000);
});
