import { safeReturnPath } from 'latchkey';
import { LoginForm } from 'latchkey/ui';
import { redirect } from 'react-router';
import { showPageAgain } from '../form-fallback.server';
import { sessionOf, signedInUser } from '../session.server';
import type { Route } from './+types/login';

export const meta: Route.MetaFunction = () => [{ title: 'Sign in' }];

export async function loader({ url, context }: Route.LoaderArgs) {
  // The page a signed-out visitor asked for (`?returnTo=`), only when it is a path on this site
  // (never `//elsewhere.example`).
  const returnTo = safeReturnPath(url.searchParams.get('returnTo'));
  if (signedInUser(await sessionOf(context))) throw redirect(returnTo ?? '/account');
  // The reset-password page lands here with ?reset=1.
  const reset = url.searchParams.has('reset');
  const notice = reset ? 'Your password was reset. Sign in with your new password.' : undefined;
  return { returnTo, notice };
}

export const action = showPageAgain;

/**
 * Signed in, the form goes back to `returnTo`, else to `redirectTo`; its link to sign-up carries
 * `returnTo` from the first HTML on.
 */
export default function Login({ loaderData }: Route.ComponentProps) {
  const { returnTo, notice } = loaderData;
  return <LoginForm returnTo={returnTo} redirectTo="/account" notice={notice} headingLevel={1} />;
}
