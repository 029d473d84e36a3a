import { AuthFlow } from 'latchkey/ui';
import { redirect } from 'react-router';
import { showPageAgain } from '../form-fallback.server';
import { sessionOf, signedInUser } from '../session.server';
import type { Route } from './+types/signup';

export const meta: Route.MetaFunction = () => [{ title: 'Create an account' }];

/** Signed in already: the account, or the code still to enter (a reload during sign-up). */
export async function loader({ context }: Route.LoaderArgs) {
  const user = signedInUser(await sessionOf(context));
  if (user) throw redirect(user.emailVerified === false ? '/verify-email' : '/account');
  return null;
}

export const action = showPageAgain;

/** Sign-up, then the emailed code, then the account page. */
export default function Signup() {
  return <AuthFlow defaultView="signup" redirectTo="/account" headingLevel={1} />;
}
