const ALLOWED_HEADERS = 'Content-Type, X-API-Key, X-App-Id';
const ALLOWED_METHODS = 'GET, POST, PUT, DELETE';

/**
 * Credentialed CORS for an allowlist of origins (never `*`). An origin not on the list gets no
 * `Access-Control-*` header at all, so the browser refuses to hand it the answer.
 */
export function corsHeaders(
  allowed: (origin: string) => boolean,
  request: Request,
  onRefused?: (origin: string) => void,
): Record<string, string> {
  const origin = request.headers.get('origin');
  if (!origin) return {};
  if (!allowed(origin)) {
    // Browsers send Origin on same-origin POSTs too: that is no refusal worth reporting.
    if (onRefused && origin !== originOf(request.url)) onRefused(origin);
    return {};
  }
  const headers: Record<string, string> = {
    'Access-Control-Allow-Origin': origin,
    'Access-Control-Allow-Credentials': 'true',
    Vary: 'Origin',
  };
  if (request.method === 'OPTIONS') {
    headers['Access-Control-Allow-Methods'] = ALLOWED_METHODS;
    headers['Access-Control-Allow-Headers'] = ALLOWED_HEADERS;
    headers['Access-Control-Max-Age'] = '600';
  }
  return headers;
}

function originOf(url: string) {
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}
