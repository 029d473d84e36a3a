import { safeReturnPath } from './safe-return-path';

/**
 * The sign-in page's address that brings a visitor back to `page` afterwards: `loginPath` with
 * `returnTo` set to the page's path, query and hash (`/login?returnTo=%2Faccount%3Ftab%3Demail`),
 * which `LoginForm` follows after signing in. For a server that sends a signed-out visitor to
 * sign in before it renders anything of a protected page: a Next.js proxy (`request.nextUrl`), a
 * React Router loader (its `url` argument; never `new URL(request.url)`, which after a
 * client-side navigation is React Router's `.data` request, not the page), or a server component
 * that knows its own path. `page` is a `URL` (its host is ignored: the visitor comes back to this
 * site) or a path. A page that `safeReturnPath` would refuse (`//evil.example`) gives `loginPath`
 * alone.
 *
 * @example
 * // React Router loader: signed out, to sign-in and back.
 * if (!user) throw redirect(signInRedirectPath(url));
 * // Next.js proxy.ts
 * return NextResponse.redirect(new URL(signInRedirectPath(request.nextUrl), request.url));
 */
export function signInRedirectPath(page: URL | string, loginPath = '/login'): string {
  const back = safeReturnPath(
    typeof page === 'string' ? page : `${page.pathname}${page.search}${page.hash}`,
  );
  if (back === undefined) return loginPath;
  // A fragment of loginPath stays last, after the query it gains.
  const hashAt = loginPath.indexOf('#');
  const head = hashAt < 0 ? loginPath : loginPath.slice(0, hashAt);
  const hash = hashAt < 0 ? '' : loginPath.slice(hashAt);
  const separator = !head.includes('?') ? '?' : head.endsWith('?') || head.endsWith('&') ? '' : '&';
  return `${head}${separator}returnTo=${encodeURIComponent(back)}${hash}`;
}
