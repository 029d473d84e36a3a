import { serviceUrl } from '../session.server';
import type { Route } from './+types/api';

// The auth service behind this app's origin: `/api/users/login` is the service's `/users/login`.
// The browser then talks to one origin, so the service's SameSite=Lax session cookie is kept and
// no CORS is involved. A resource route, because it runs wherever the app runs (react-router-serve,
// a custom Express server, an edge adapter) and in `react-router dev` alike.

/** Headers that describe one connection, not the message: never forwarded. */
const hopByHop = ['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'host'];

async function forward(request: Request): Promise<Response> {
  const url = new URL(request.url);
  // The path as sent (still encoded), not the router's decoded splat.
  const target = new URL(`${url.pathname.replace(/^\/api/, '')}${url.search}`, serviceUrl);
  const headers = new Headers(request.headers);
  for (const name of [...hopByHop, 'accept-encoding', 'content-length']) headers.delete(name);
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

export const loader = ({ request }: Route.LoaderArgs) => forward(request);
export const action = ({ request }: Route.ActionArgs) => forward(request);
