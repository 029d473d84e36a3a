import { safeReturnPath } from 'latchkey';
import { AuthFlow } from 'latchkey/ui';
import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getSession, signedInUser } from '../../lib/session';

export const metadata: Metadata = { title: 'Create an account' };

/** Sign-up, then the emailed code, then the page to come back to (`?returnTo=`) or the account. */
export default async function SignupPage({ searchParams }: PageProps<'/signup'>) {
  const { returnTo } = await searchParams;
  const back = safeReturnPath(typeof returnTo === 'string' ? returnTo : undefined);
  // Signed in already: on, or to the code still to enter (a reload during sign-up).
  const user = signedInUser(await getSession());
  if (user) redirect(user.emailVerified === false ? '/verify-email' : (back ?? '/account'));
  return <AuthFlow defaultView="signup" returnTo={back} redirectTo="/account" headingLevel={1} />;
}
