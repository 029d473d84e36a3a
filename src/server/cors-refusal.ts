/**
 * Whether a browser would keep this request's answer from the page for want of CORS headers:
 * only then is a refused origin worth telling the developer about. Browsers send `Origin` on
 * more than cross-origin calls, and the app's own proxy (Vite's, a Next.js rewrite, a React
 * Router server route) forwards it from a page that called its own origin: every such request
 * succeeds, and a "refused" line for it is a false alarm.
 *
 * Not blocked, so not reported:
 * - `Sec-Fetch-Site: same-origin`: the browser called the page's own origin (directly, or
 *   through a proxy that forwarded the header with the rest).
 * - `Sec-Fetch-Mode` other than `cors`: a navigation (a form post), a `no-cors` request: the
 *   browser applies no CORS check to them.
 * - For clients that send no `Sec-Fetch-*` (older browsers, proxies that drop them): an Origin
 *   naming the host the request was sent to, `Host` or a proxy's `X-Forwarded-Host`, or the URL
 *   the service was called at.
 *
 * Everything else is blocked: a refused preflight, and a cross-origin call without one (even a
 * simple GET reaches the service, but the page cannot read the answer).
 */
export function browserWouldBlock(request: Request, origin: string): boolean {
  const site = request.headers.get('sec-fetch-site');
  const mode = request.headers.get('sec-fetch-mode');
  if (site === 'same-origin') return false;
  if (mode !== null && mode !== 'cors') return false;
  const from = parseUrl(origin);
  // An opaque origin ("null": a sandboxed frame, a file:// page) is never the service's own.
  if (!from) return true;
  if (from.origin === parseUrl(request.url)?.origin) return false;
  const forwarded = (request.headers.get('x-forwarded-host') ?? '').split(',');
  const hosts = [request.headers.get('host') ?? '', ...forwarded].map((host) => host.trim());
  return !hosts.some(
    (host) => host !== '' && parseUrl(`${from.protocol}//${host}`)?.host === from.host,
  );
}

function parseUrl(url: string): URL | undefined {
  try {
    return new URL(url);
  } catch {
    return undefined;
  }
}
