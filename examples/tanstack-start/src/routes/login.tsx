import { createFileRoute, redirect } from '@tanstack/react-router';
import { safeReturnPath } from 'latchkey';
import { LoginForm } from 'latchkey/ui';
import { showPageAgain } from '../form-fallback';
import { signedInUser } from '../session';

/** `?returnTo=` (the page a signed-out visitor asked for), `?reset=1` (after a password reset). */
type LoginSearch = { returnTo?: string; reset?: 1 };

export const Route = createFileRoute('/login')({
  validateSearch: (search: Record<string, unknown>): LoginSearch => ({
    returnTo: typeof search.returnTo === 'string' ? search.returnTo : undefined,
    // `1` as the router reads `?reset=1` (and writes it back so).
    reset: search.reset === 1 || search.reset === '1' ? 1 : undefined,
  }),
  beforeLoad: ({ context, search }) => {
    // Only a path on this site (never `//elsewhere.example`).
    const returnTo = safeReturnPath(search.returnTo);
    if (signedInUser(context.session)) throw redirect({ href: returnTo ?? '/account' });
    return { returnTo };
  },
  head: () => ({ meta: [{ title: 'Sign in' }] }),
  server: { handlers: showPageAgain },
  component: Login,
});

/**
 * Signed in, the form goes back to `returnTo`, else to `redirectTo`; its link to sign-up carries
 * `returnTo` from the first HTML on.
 */
function Login() {
  const { returnTo } = Route.useRouteContext();
  const { reset } = Route.useSearch();
  const notice = reset ? 'Your password was reset. Sign in with your new password.' : undefined;
  return <LoginForm returnTo={returnTo} redirectTo="/account" notice={notice} headingLevel={1} />;
}
