import type { Server } from 'node:http';
import type { Socket } from 'node:net';

/** A request (headers and body) must arrive whole within this, else 408 and the socket closes. */
export const REQUEST_TIMEOUT_MS = 30_000;
/** Connections one client address may hold open at once. */
export const MAX_CONNECTIONS_PER_ADDRESS = 64;
/** Connections the server holds open at once, all addresses together. */
export const MAX_CONNECTIONS = 4_096;

/**
 * Bounds what slow or many sockets can hold: a request must arrive whole within `timeoutMs`
 * (before, Node's default held a slow body for 300 s and more: 307 s measured), one client
 * address holds at most `perAddress` connections (a further one is closed at once), and the
 * server at most `total`. The socket's own address counts (behind a proxy, the proxy's: give it
 * room with `maxConnectionsPerAddress`).
 */
export function limitConnections(
  server: Server,
  { timeoutMs, perAddress, total }: { timeoutMs: number; perAddress: number; total: number },
) {
  server.requestTimeout = timeoutMs;
  server.headersTimeout = Math.min(server.headersTimeout, timeoutMs);
  server.maxConnections = total;
  const open = new Map<string, number>();
  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress ?? '';
    const count = (open.get(address) ?? 0) + 1;
    if (count > perAddress) {
      socket.destroy();
      return;
    }
    open.set(address, count);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left > 0) open.set(address, left);
      else open.delete(address);
    });
  });
}

/** How often Node checks the request timeout: often enough for a short one. */
export const checkingIntervalOf = (timeoutMs: number) =>
  Math.max(50, Math.min(30_000, Math.floor(timeoutMs / 4)));
