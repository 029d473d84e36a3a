import { createFileRoute, redirect } from '@tanstack/react-router';
import { signInRedirectPath } from 'latchkey';
import { SignedIn } from 'latchkey/react';
import { AccountSettings } from 'latchkey/ui';
import { showPageAgain } from '../form-fallback';
import { signedInUser } from '../session';

/**
 * Signed out: a redirect to sign-in, which comes back here, query and all
 * (`/login?returnTo=%2Faccount%3Ftab%3Demail`), from the server before any HTML of the page, and
 * on a client-side navigation (Back included) before anything of it renders.
 * `undefined`: the service cannot be reached (say so, do not redirect).
 */
export const Route = createFileRoute('/account')({
  beforeLoad: ({ context, location }) => {
    const user = signedInUser(context.session);
    if (context.session && !user) throw redirect({ href: signInRedirectPath(location.href) });
    return { user };
  },
  head: () => ({ meta: [{ title: 'Your account' }] }),
  server: { handlers: showPageAgain },
  component: Account,
});

/**
 * Rendered signed in on the server: the user's name is in the HTML, no loading state. A password
 * changed here keeps the user signed in here (the Password card says so); once the account is
 * deleted here, `SignedIn` hides who was signed in and the page says only "Your account was
 * deleted.", with no move to sign-in.
 */
function Account() {
  const { user } = Route.useRouteContext();
  if (!user) return <p role="alert">The auth service cannot be reached. Try again in a moment.</p>;
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
      <AccountSettings />
    </>
  );
}
