import { useLogout } from 'latchkey/react';
import { ProfileForm } from 'latchkey/ui';
import { redirect, useNavigate } from 'react-router';
import { sessionOf } from '../session.server';
import type { Route } from './+types/account';

export const meta: Route.MetaFunction = () => [{ title: 'Your account' }];

/** Signed out: to sign-in. `undefined`: the service cannot be reached (say so, do not redirect). */
export async function loader({ context }: Route.LoaderArgs) {
  const session = await sessionOf(context);
  if (session && !session.user) throw redirect('/login');
  return { user: session?.user };
}

/** Rendered signed in on the server: the user's name is in the HTML, no loading state. */
export default function Account({ loaderData }: Route.ComponentProps) {
  const { user } = loaderData;
  if (!user) return <p role="alert">The auth service cannot be reached. Try again in a moment.</p>;
  return (
    <>
      <section className="account">
        <h1>Your account</h1>
        <p>
          Signed in as <strong>{user.name}</strong> ({user.email}).
        </p>
        <SignOutButton />
      </section>
      <ProfileForm />
    </>
  );
}

/** Signs out, then goes to sign-in (whatever the service answered: the session is gone here). */
function SignOutButton() {
  const logout = useLogout();
  const navigate = useNavigate();
  return (
    <button
      type="button"
      disabled={logout.isPending}
      onClick={() => logout.mutate(undefined, { onSettled: () => navigate('/login') })}
    >
      Sign out
    </button>
  );
}
