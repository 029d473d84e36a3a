/**
 * Sign-in, carrying the page a signed-out visitor asked for: `/login?returnTo=%2Faccount`.
 * Give it the loader's `url` argument, never `new URL(request.url)`: after a client-side
 * navigation the request is React Router's data request (`/account.data?_routes=…`), and a
 * return path built from it would land the visitor on a 404 after signing in. `url` is the page's
 * own URL, those details removed.
 */
export function signInPath(url: URL): string {
  return `/login?returnTo=${encodeURIComponent(`${url.pathname}${url.search}`)}`;
}

/** Where sign-in sends the visitor: `returnTo` when it is a path on this site, else `fallback`. */
export function returnPath(url: URL, fallback = '/account'): string {
  const wanted = url.searchParams.get('returnTo');
  // Only a path: `https://elsewhere`, `//elsewhere` or `/\elsewhere` would be an open redirect.
  if (!wanted?.startsWith('/')) return fallback;
  const here = 'http://this-site.invalid';
  const target = new URL(wanted, here);
  return target.origin === here ? `${target.pathname}${target.search}${target.hash}` : fallback;
}
