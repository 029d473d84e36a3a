import { createFileRoute, redirect } from '@tanstack/react-router';
import { safeReturnPath } from 'latchkey';
import { AuthFlow } from 'latchkey/ui';
import { showPageAgain } from '../form-fallback';
import { signedInUser } from '../session';

export const Route = createFileRoute('/signup')({
  validateSearch: (search: Record<string, unknown>): { returnTo?: string } => ({
    returnTo: typeof search.returnTo === 'string' ? search.returnTo : undefined,
  }),
  /** Signed in already: on, or to the code still to enter (a reload during sign-up). */
  beforeLoad: ({ context, search }) => {
    const returnTo = safeReturnPath(search.returnTo);
    const user = signedInUser(context.session);
    if (user) {
      throw redirect({
        href: user.emailVerified === false ? '/verify-email' : (returnTo ?? '/account'),
      });
    }
    return { returnTo };
  },
  head: () => ({ meta: [{ title: 'Create an account' }] }),
  server: { handlers: showPageAgain },
  component: Signup,
});

/** Sign-up, then the emailed code, then the page to come back to (`?returnTo=`) or the account. */
function Signup() {
  const { returnTo } = Route.useRouteContext();
  return (
    <AuthFlow defaultView="signup" returnTo={returnTo} redirectTo="/account" headingLevel={1} />
  );
}
