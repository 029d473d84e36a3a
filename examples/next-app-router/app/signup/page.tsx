import { AuthFlow } from 'latchkey/ui';
import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getSession } from '../../lib/session';

export const metadata: Metadata = { title: 'Create an account' };

/** Sign-up, then the emailed code, then the account page. */
export default async function SignupPage() {
  if ((await getSession())?.authenticated) redirect('/account');
  return <AuthFlow defaultView="signup" redirectTo="/account" headingLevel={1} />;
}
