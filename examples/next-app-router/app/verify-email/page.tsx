import { signInRedirectPath } from 'latchkey';
import { VerifyEmailForm } from 'latchkey/ui';
import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getSession, signedInUser } from '../../lib/session';

export const metadata: Metadata = { title: 'Verify your email' };

/** For a signed-in user whose address is not verified yet (one who left sign-up before the code). */
export default async function VerifyEmailPage() {
  const session = await getSession();
  const user = signedInUser(session);
  if (session && !user) redirect(signInRedirectPath('/verify-email'));
  if (user?.emailVerified === true) redirect('/account');
  return <VerifyEmailForm redirectTo="/account" headingLevel={1} />;
}
