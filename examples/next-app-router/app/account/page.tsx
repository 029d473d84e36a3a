import { ProfileForm } from 'latchkey/ui';
import type { Metadata } from 'next';
import Link from 'next/link';
import { redirect } from 'next/navigation';
import { signInPath } from '../../lib/return-to';
import { getSession, signedInUser } from '../../lib/session';
import { SignOutButton } from './sign-out-button';

export const metadata: Metadata = { title: 'Your account' };

/** Rendered signed in on the server: the user's name is in the HTML, no loading state. */
export default async function AccountPage() {
  const session = await getSession();
  if (session === undefined) {
    return <p role="alert">The auth service cannot be reached. Try again in a moment.</p>;
  }
  const user = signedInUser(session);
  if (!user) redirect(signInPath('/account'));
  return (
    <>
      <section className="account">
        <h1>Your account</h1>
        <p>
          Signed in as <strong>{user.name}</strong> ({user.email}).
        </p>
        {user.emailVerified === false && (
          <p>
            Your email is not verified yet: <Link href="/verify-email">verify it</Link>
          </p>
        )}
        <SignOutButton />
      </section>
      <ProfileForm />
    </>
  );
}
