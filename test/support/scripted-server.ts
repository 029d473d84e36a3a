import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

/** A request as the scripted server received it. */
export interface RecordedRequest {
  method: string;
  /** Path and query string, as sent (still encoded). */
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/** How to answer: a status, headers (arrays give several headers) and a body; or a fault. */
export type Reply =
  | {
      status?: number;
      headers?: Record<string, string | string[]>;
      /** An object is sent as JSON; a string as is. */
      body?: unknown;
      /** Answer only once this settles: a latch the test opens, never a fixed wait. */
      until?: Promise<unknown>;
    }
  /** Never answer. */
  | 'hang'
  /** Send the status and headers, then part of a body, then nothing. */
  | 'hang-body'
  /** Close the connection without answering. */
  | 'drop';

export type Script = (request: RecordedRequest) => Reply;

/**
 * A real HTTP server on 127.0.0.1 that answers whatever a test scripts: any status, headers,
 * body, or a fault (hang forever, drop the connection). It records every request.
 */
export interface ScriptedServer {
  /** `http://127.0.0.1:<port>` */
  url: string;
  requests: RecordedRequest[];
  /** Resolves once `count` requests have been received in all (since the last reset). */
  received(count: number): Promise<void>;
  /** Answers every following request with `script` (default: 200 `{}`). */
  script(script: Script): void;
  /** Forgets the recorded requests and goes back to the default answer. */
  reset(): void;
  close(): Promise<void>;
}

const defaultScript: Script = () => ({ status: 200, body: {} });

export async function startScriptedServer(): Promise<ScriptedServer> {
  let current = defaultScript;
  const requests: RecordedRequest[] = [];
  const sockets = new Set<Socket>();
  const waiters = new Set<{ count: number; resolve: () => void }>();

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const recorded: RecordedRequest = {
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      requests.push(recorded);
      for (const waiter of waiters) {
        if (requests.length < waiter.count) continue;
        waiters.delete(waiter);
        waiter.resolve();
      }
      answer(res, current(recorded));
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');

  return {
    url: `http://127.0.0.1:${address.port}`,
    requests,
    received(count) {
      if (requests.length >= count) return Promise.resolve();
      return new Promise((resolve) => waiters.add({ count, resolve }));
    },
    script(script) {
      current = script;
    },
    reset() {
      requests.length = 0;
      current = defaultScript;
    },
    close() {
      for (const socket of sockets) socket.destroy();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

function answer(res: ServerResponse, reply: Reply) {
  if (reply === 'hang') return;
  if (reply === 'hang-body') {
    res.writeHead(200, { 'content-type': 'application/json', 'content-length': '100' });
    res.write('{"authenticated":');
    return;
  }
  if (reply === 'drop') {
    res.socket?.destroy();
    return;
  }
  const { status = 200, headers = {}, body, until } = reply;
  if (until) {
    const go = () => answer(res, { ...reply, until: undefined });
    until.then(go, go);
    return;
  }
  const text = body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body);
  const contentType = typeof body === 'string' ? 'text/plain' : 'application/json';
  res.writeHead(status, { 'content-type': contentType, ...headers });
  res.end(text);
}

/** The JSON body of a recorded request (undefined when it had none). */
export function jsonBody(request: RecordedRequest | undefined): unknown {
  return request?.body ? JSON.parse(request.body) : undefined;
}

/** A promise the test resolves when it chooses (`open()`): the `until` of a held reply. */
export function createLatch(): { latch: Promise<void>; open: () => void } {
  let open = () => {};
  const latch = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { latch, open };
}
