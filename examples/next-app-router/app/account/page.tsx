import { signInRedirectPath } from 'latchkey';
import { SignedIn } from 'latchkey/react';
import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { pagePath } from '../../lib/page-path';
import { getSession, signedInUser } from '../../lib/session';
import { AccountCards } from './account-cards';

export const metadata: Metadata = { title: 'Your account' };

/**
 * Rendered signed in on the server: the user's name is in the HTML, no loading state. A
 * signed-out visitor who loads the page never gets here (`proxy.ts`); one who comes by a
 * client-side navigation does, and `redirect()` sends them to sign-in, which comes back here,
 * query and all. A password changed here keeps the user signed in here (the Password card says
 * so); once the account is deleted here, `SignedIn` hides who was signed in and the page says
 * only "Your account was deleted.", with no move to sign-in.
 */
export default async function AccountPage({ searchParams }: PageProps<'/account'>) {
  const session = await getSession();
  if (session === undefined) {
    return <p role="alert">The auth service cannot be reached. Try again in a moment.</p>;
  }
  const user = signedInUser(session);
  if (!user) redirect(signInRedirectPath(pagePath('/account', await searchParams)));
  return (
    <>
      <section className="account">
        <h1>Your account</h1>
        <SignedIn>
          <p>
            Signed in as <strong>{user.name}</strong> ({user.email}).
          </p>
        </SignedIn>
      </section>
      <AccountCards />
    </>
  );
}
