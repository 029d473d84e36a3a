import { signInRedirectPath } from 'latchkey';
import { SignedIn } from 'latchkey/react';
import { AccountSettings } from 'latchkey/ui';
import { redirect } from 'react-router';
import { showPageAgain } from '../form-fallback.server';
import { sessionOf, signedInUser } from '../session.server';
import type { Route } from './+types/account';

export const meta: Route.MetaFunction = () => [{ title: 'Your account' }];

/**
 * Signed out: a redirect to sign-in, which comes back here, query and all
 * (`/login?returnTo=%2Faccount%3Ftab%3Demail`), before anything of the page renders. `url` is the
 * page's URL, also when a client-side navigation asks through a `.data` request.
 * `undefined`: the service cannot be reached (say so, do not redirect).
 */
export async function loader({ url, context }: Route.LoaderArgs) {
  const session = await sessionOf(context);
  const user = signedInUser(session);
  if (session && !user) throw redirect(signInRedirectPath(url));
  return { user };
}

export const action = showPageAgain;

/**
 * Rendered signed in on the server: the user's name is in the HTML, no loading state. A password
 * changed here keeps the user signed in here (the Password card says so); once the account is
 * deleted here, `SignedIn` hides who was signed in and the page says only "Your account was
 * deleted.", with no move to sign-in.
 */
export default function Account({ loaderData }: Route.ComponentProps) {
  const { user } = loaderData;
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
