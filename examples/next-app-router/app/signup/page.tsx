import { AuthFlow } from 'latchkey/ui';
import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getSession, signedInUser } from '../../lib/session';

export const metadata: Metadata = { title: 'Create an account' };

/** Sign-up, then the emailed code, then the account page. */
export default async function SignupPage() {
  // Signed in already: the account, or the code still to enter (a reload during sign-up).
  const user = signedInUser(await getSession());
  if (user) redirect(user.emailVerified === false ? '/verify-email' : '/account');
  return <AuthFlow defaultView="signup" redirectTo="/account" headingLevel={1} />;
}
