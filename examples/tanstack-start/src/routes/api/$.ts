import { createFileRoute } from '@tanstack/react-router';
import { serviceUrl } from '../../session';

// The auth service behind this app's origin: `/api/users/login` is the service's `/users/login`.
// The browser then talks to one origin, so the service's SameSite=Lax session cookie is kept and
// no CORS is involved. A server route: it runs wherever the app runs, in `vite dev` alike.

/** The service, parsed once; its path (`https://auth.example.com/v1`) kept, without a final `/`. */
const service = new URL(serviceUrl);
const serviceBase = `${service.origin}${service.pathname.replace(/\/+$/, '')}`;

/** Headers that describe one connection, not the message: never forwarded. */
const hopByHop = ['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'host'];

/**
 * What a client says about where it is: never passed on. The service's per-address limits must
 * not count an address the visitor chose (see "Production" in docs/tanstack-start.md).
 */
const claimedAddress = ['x-forwarded-for', 'forwarded', 'x-real-ip'];

/**
 * The service's URL for this request, or `undefined` when the path is not one of the service's.
 * Built as a string, never resolved against the service: `/api//evil.example/x` would resolve
 * to another host, and the visitor's session cookie would go with it.
 */
function targetOf(url: URL): string | undefined {
  // The path as sent (still encoded), not the router's decoded splat.
  const rest = url.pathname.slice('/api'.length);
  if (!rest.startsWith('/') || rest.startsWith('//')) return undefined;
  const target = `${serviceBase}${rest}${url.search}`;
  return new URL(target).origin === service.origin ? target : undefined;
}

async function forward(request: Request): Promise<Response> {
  const url = new URL(request.url);
  const target = targetOf(url);
  if (!target) return new Response('Not Found', { status: 404 });
  const headers = new Headers(request.headers);
  for (const name of [...hopByHop, ...claimedAddress, 'accept-encoding', 'content-length']) {
    headers.delete(name);
  }
  // What a reverse proxy tells the service about the original request (its host, scheme).
  headers.set('X-Forwarded-Host', url.host);
  headers.set('X-Forwarded-Proto', url.protocol.slice(0, -1));
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  const answer = await fetch(target, {
    method: request.method,
    headers,
    body: hasBody ? await request.arrayBuffer() : undefined,
    redirect: 'manual',
    signal: request.signal,
  });
  // Set-Cookie (each one) and Retry-After pass through as they are; fetch already decoded the body.
  const out = new Headers(answer.headers);
  for (const name of [...hopByHop, 'content-encoding', 'content-length']) out.delete(name);
  return new Response(answer.body, {
    status: answer.status,
    statusText: answer.statusText,
    headers: out,
  });
}

export const Route = createFileRoute('/api/$')({
  server: {
    handlers: {
      ANY: ({ request }) => forward(request),
    },
  },
});
