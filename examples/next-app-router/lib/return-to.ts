/** Sign-in, carrying the page a signed-out visitor asked for: `/login?returnTo=%2Faccount`. */
export function signInPath(page: string): string {
  return `/login?returnTo=${encodeURIComponent(page)}`;
}

/** Where sign-in sends the visitor: `returnTo` when it is a path on this site, else `fallback`. */
export function returnPath(wanted: string | string[] | undefined, fallback = '/account'): string {
  // Only a path: `https://elsewhere`, `//elsewhere` or `/\elsewhere` would be an open redirect.
  if (typeof wanted !== 'string' || !wanted.startsWith('/')) return fallback;
  const here = 'http://this-site.invalid';
  const target = new URL(wanted, here);
  return target.origin === here ? `${target.pathname}${target.search}${target.hash}` : fallback;
}
