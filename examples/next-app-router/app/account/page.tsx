import { ProfileForm } from 'latchkey/ui';
import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getSession } from '../../lib/session';
import { SignOutButton } from './sign-out-button';

export const metadata: Metadata = { title: 'Your account' };

/** Rendered signed in on the server: the user's name is in the HTML, no loading state. */
export default async function AccountPage() {
  const session = await getSession();
  if (session === undefined) {
    return <p role="alert">The auth service cannot be reached. Try again in a moment.</p>;
  }
  if (!session.user) redirect('/login');
  return (
    <>
      <section className="account">
        <h1>Your account</h1>
        <p>
          Signed in as <strong>{session.user.name}</strong> ({session.user.email}).
        </p>
        <SignOutButton />
      </section>
      <ProfileForm />
    </>
  );
}
