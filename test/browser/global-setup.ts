import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Base URL of the cookie-session stand-in the browser tests call (another origin). */
    authServerUrl: string;
  }
}

/**
 * A minimal cookie-session service on another origin than the test page, with credentialed
 * CORS, so the browser tests can see what the browser itself does with the session cookie.
 * (The reference service replaces it once `latchkey/server` exists.)
 */
export default async function setup(project: TestProject) {
  const sessions = new Set<string>();
  const server = createServer((req, res) => {
    const origin = req.headers.origin;
    if (origin) {
      res.setHeader('Access-Control-Allow-Origin', origin);
      res.setHeader('Access-Control-Allow-Credentials', 'true');
      res.setHeader('Vary', 'Origin');
    }
    if (req.method === 'OPTIONS') {
      res.writeHead(204, {
        'Access-Control-Allow-Methods': 'GET, POST, PUT, DELETE',
        'Access-Control-Allow-Headers': 'Content-Type, X-API-Key, X-App-Id',
      });
      res.end();
      return;
    }
    route(req, res);
  });

  function route(req: IncomingMessage, res: ServerResponse) {
    const session = /service_user_session=([^;]+)/.exec(req.headers.cookie ?? '')?.[1];
    const json = (status: number, body: unknown, cookie?: string) => {
      res.writeHead(status, {
        'Content-Type': 'application/json',
        ...(cookie ? { 'Set-Cookie': cookie } : {}),
      });
      res.end(JSON.stringify(body));
    };
    const user = { id: 'u1', name: 'Ada', email: 'ada@example.com' };
    if (req.url === '/users/login' && req.method === 'POST') {
      const id = randomUUID();
      sessions.add(id);
      json(200, { user }, `service_user_session=${id}; HttpOnly; Path=/; SameSite=Lax`);
    } else if (req.url === '/users/session') {
      const valid = session !== undefined && sessions.has(session);
      json(valid ? 200 : 401, valid ? { authenticated: true, user } : { error: 'unauthenticated' });
    } else if (req.url === '/users/logout' && req.method === 'POST') {
      if (session) sessions.delete(session);
      json(
        200,
        { success: true },
        'service_user_session=; HttpOnly; Path=/; SameSite=Lax; Max-Age=0',
      );
    } else {
      json(404, { error: 'not_found' });
    }
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  // `localhost`, like the test page: another origin (port) but the same site, as in production
  // where the app and its auth API share a registrable domain.
  project.provide('authServerUrl', `http://localhost:${address.port}`);
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}
