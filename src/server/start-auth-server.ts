import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import {
  checkingIntervalOf,
  limitConnections,
  MAX_CONNECTIONS,
  MAX_CONNECTIONS_PER_ADDRESS,
  REQUEST_TIMEOUT_MS,
} from './connection-limits';
import {
  type AuthService,
  type AuthServiceOptions,
  createAuthService,
} from './create-auth-service';
import { createHostCheck } from './host-check';

/** Options of {@link startAuthServer}: the service's, plus where to listen. */
export interface AuthServerOptions extends AuthServiceOptions {
  /** Default 8787; 0 picks a free port. */
  port?: number;
  /** Default 127.0.0.1. */
  host?: string;
  /**
   * Host names accepted besides localhost, loopback addresses and `host` (a leading dot allows
   * subdomains too): other Host headers are 403, against DNS rebinding. Needed behind a proxy
   * or a dev server that forwards its own Host.
   */
  allowedHosts?: readonly string[];
  /** Serve this service instead of creating one from the options. */
  service?: AuthService;
  /**
   * A request (headers and body) must arrive whole within this many milliseconds, else 408
   * and the socket closes. Default 30,000.
   */
  requestTimeoutMs?: number;
  /**
   * Connections one client address (the socket's) may hold open at once; a further one is
   * closed at once. Default 64, and no cap of its own with `trustProxy` (every connection is a
   * proxy's there: `maxConnections` bounds them).
   */
  maxConnectionsPerAddress?: number;
  /** Connections open at once, all addresses together. Default 4,096. */
  maxConnections?: number;
}

/** A running server. */
export interface AuthServer {
  /** `http://<host>:<port>` with the real port. */
  url: string;
  service: AuthService;
  /**
   * Stops accepting, lets requests in flight finish (3 s at most), then closes the store (unless
   * `service` was given).
   */
  close(): Promise<void>;
}

/** How long close() lets requests in flight finish before closing every connection. */
const CLOSE_GRACE_MS = 3_000;

function toRequest(req: IncomingMessage, origin: string): Request {
  const headers = new Headers();
  for (let i = 0; i < req.rawHeaders.length; i += 2) {
    headers.append(req.rawHeaders[i] ?? '', req.rawHeaders[i + 1] ?? '');
  }
  // HTTP/1.1 has a body only with Content-Length or Transfer-Encoding: without them the
  // Request has none (the service tells a bodiless POST from an untyped body by that).
  const length = req.headers['content-length'];
  const hasBody =
    req.method !== 'GET' &&
    req.method !== 'HEAD' &&
    (req.headers['transfer-encoding'] !== undefined ||
      (length !== undefined && Number(length) > 0));
  return new Request(new URL(req.url ?? '/', origin), {
    method: req.method,
    headers,
    body: hasBody ? (Readable.toWeb(req) as ReadableStream<Uint8Array>) : undefined,
    duplex: 'half',
  } as RequestInit);
}

const hostRefused = (host: string) =>
  Response.json(
    {
      error: 'host_not_allowed',
      message: `Host "${host}" is not allowed (DNS rebinding guard). Start latchkey-server with --allowed-host ${host.replace(/:\d+$/, '')} (option allowedHosts) if it is yours.`,
    },
    { status: 403, headers: { 'Cache-Control': 'no-store' } },
  );

async function send(response: Response, res: ServerResponse) {
  const headers: Record<string, string | string[]> = {};
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie') headers[name] = value;
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) headers['set-cookie'] = cookies;
  const body = Buffer.from(await response.arrayBuffer());
  headers['content-length'] = String(body.byteLength);
  res.writeHead(response.status, headers);
  res.end(body);
}

/**
 * Serves the reference service over HTTP in Node. Resolves once it listens.
 *
 * @example
 * const server = await startAuthServer({ port: 0, apps: { 'my-app': 'my-key' } });
 * const auth = createAuthClient({ baseUrl: server.url, appId: 'my-app' });
 */
export async function startAuthServer(options: AuthServerOptions = {}): Promise<AuthServer> {
  const service = options.service ?? createAuthService(options);
  const host = options.host ?? '127.0.0.1';
  let origin = '';
  const hostAllowed = createHostCheck(host, options.allowedHosts);
  const timeoutMs = options.requestTimeoutMs ?? REQUEST_TIMEOUT_MS;
  const server = createServer(
    { connectionsCheckingInterval: checkingIntervalOf(timeoutMs) },
    (req, res) => {
      if (!hostAllowed(req.headers.host)) {
        send(hostRefused(req.headers.host ?? ''), res).catch(() => res.destroy());
        return;
      }
      service(toRequest(req, origin), { clientAddress: req.socket.remoteAddress })
        .then((response) => send(response, res))
        .catch(() => res.destroy());
    },
  );
  server.keepAliveTimeout = 5_000;
  limitConnections(server, {
    timeoutMs,
    // Behind proxies every socket is a proxy's: the total bounds them then.
    perAddress:
      options.maxConnectionsPerAddress ??
      (options.trustProxy ? Number.POSITIVE_INFINITY : MAX_CONNECTIONS_PER_ADDRESS),
    total: options.maxConnections ?? MAX_CONNECTIONS,
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 8787, host, resolve);
  });
  const { port } = server.address() as AddressInfo;
  const shownHost = host.includes(':') ? `[${host}]` : host;
  origin = `http://${shownHost}:${port}`;
  return {
    url: origin,
    service,
    async close() {
      await new Promise<void>((resolve) => {
        // Requests in flight get a grace period. Sockets opened but never used (browsers
        // preconnect) count as busy to Node and would hold close() for minutes: after the
        // grace, everything still open is closed.
        const force = setTimeout(() => server.closeAllConnections(), CLOSE_GRACE_MS);
        // A keep-alive connection whose request finishes during the grace goes idle: close it then.
        const sweep = setInterval(() => server.closeIdleConnections(), 50);
        server.close(() => {
          clearTimeout(force);
          clearInterval(sweep);
          resolve();
        });
        server.closeIdleConnections();
      });
      if (!options.service) await service.close();
    },
  };
}
