import { signInRedirectPath } from 'latchkey';
import { type NextRequest, NextResponse } from 'next/server';
import { checkSession, signedInUser } from './lib/session';

/**
 * Runs on the server before Next.js renders a signed-in page (those `config.matcher` names): a
 * signed-out visitor gets a 307 to sign-in carrying the page, its query too
 * (`/login?returnTo=%2Faccount%3Ftab%3Demail`), and no HTML at all.
 */
export async function proxy(request: NextRequest) {
  const session = await checkSession(request.headers.get('cookie'));
  // `undefined`: the service cannot be reached; the page says so rather than redirect.
  if (session && !signedInUser(session)) {
    return NextResponse.redirect(new URL(signInRedirectPath(request.nextUrl), request.url));
  }
  return NextResponse.next();
}

/**
 * The signed-in pages, as the browser loads them. Not the App Router's own requests (a `<Link>`,
 * `router.push`, a prefetch: they carry an `rsc` header): the router keeps their answer, a
 * redirect too, by the page's URL, and `router.refresh()` does not clear it, so after signing in
 * it would send the visitor to sign-in again. The page's own `redirect()` answers those.
 */
export const config = {
  matcher: [
    { source: '/account/:path*', missing: [{ type: 'header', key: 'rsc' }] },
    { source: '/verify-email', missing: [{ type: 'header', key: 'rsc' }] },
  ],
};
