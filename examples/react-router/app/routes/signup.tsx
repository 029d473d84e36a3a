import { safeReturnPath } from 'latchkey';
import { AuthFlow } from 'latchkey/ui';
import { redirect } from 'react-router';
import { showPageAgain } from '../form-fallback.server';
import { sessionOf, signedInUser } from '../session.server';
import type { Route } from './+types/signup';

export const meta: Route.MetaFunction = () => [{ title: 'Create an account' }];

/** Signed in already: on, or to the code still to enter (a reload during sign-up). */
export async function loader({ url, context }: Route.LoaderArgs) {
  const returnTo = safeReturnPath(url.searchParams.get('returnTo'));
  const user = signedInUser(await sessionOf(context));
  if (user)
    throw redirect(user.emailVerified === false ? '/verify-email' : (returnTo ?? '/account'));
  return { returnTo };
}

export const action = showPageAgain;

/** Sign-up, then the emailed code, then the page to come back to (`?returnTo=`) or the account. */
export default function Signup({ loaderData }: Route.ComponentProps) {
  const { returnTo } = loaderData;
  return (
    <AuthFlow defaultView="signup" returnTo={returnTo} redirectTo="/account" headingLevel={1} />
  );
}
