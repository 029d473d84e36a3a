import { signInRedirectPath } from 'latchkey';
import { VerifyEmailForm } from 'latchkey/ui';
import { redirect } from 'react-router';
import { showPageAgain } from '../form-fallback.server';
import { sessionOf, signedInUser } from '../session.server';
import type { Route } from './+types/verify-email';

export const meta: Route.MetaFunction = () => [{ title: 'Verify your email' }];

/** For a signed-in user whose address is not verified yet (one who left sign-up before the code). */
export async function loader({ url, context }: Route.LoaderArgs) {
  const session = await sessionOf(context);
  const user = signedInUser(session);
  if (session && !user) throw redirect(signInRedirectPath(url));
  if (user?.emailVerified === true) throw redirect('/account');
  return null;
}

export const action = showPageAgain;

/** The code sent at sign-up (or a new one: Resend code), then the account page. */
export default function VerifyEmail() {
  return <VerifyEmailForm redirectTo="/account" headingLevel={1} />;
}
