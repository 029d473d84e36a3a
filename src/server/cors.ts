import { browserWouldBlock } from './cors-refusal';

const ALLOWED_HEADERS = 'Content-Type, X-API-Key, X-App-Id';
const ALLOWED_METHODS = 'GET, POST, PUT, DELETE';
// Not a CORS-safelisted response header: without this a page on another origin cannot read it,
// and a 429 loses its countdown.
const EXPOSED_HEADERS = 'Retry-After';

/**
 * Credentialed CORS for an allowlist of origins (never `*`), exposing `Retry-After`. An origin
 * not on the list gets no `Access-Control-*` header at all, so the browser refuses to hand it
 * the answer; `onRefused` hears of it when a browser would indeed block the request (not for a
 * page calling through its own proxy, see {@link browserWouldBlock}).
 */
export function corsHeaders(
  allowed: (origin: string) => boolean,
  request: Request,
  onRefused?: (origin: string) => void,
): Record<string, string> {
  const origin = request.headers.get('origin');
  if (!origin) return {};
  if (!allowed(origin)) {
    if (onRefused && browserWouldBlock(request, origin)) onRefused(origin);
    return {};
  }
  const headers: Record<string, string> = {
    'Access-Control-Allow-Origin': origin,
    'Access-Control-Allow-Credentials': 'true',
    'Access-Control-Expose-Headers': EXPOSED_HEADERS,
    Vary: 'Origin',
  };
  if (request.method === 'OPTIONS') {
    headers['Access-Control-Allow-Methods'] = ALLOWED_METHODS;
    headers['Access-Control-Allow-Headers'] = ALLOWED_HEADERS;
    headers['Access-Control-Max-Age'] = '600';
  }
  return headers;
}
