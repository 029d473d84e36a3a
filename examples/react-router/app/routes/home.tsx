import { redirect } from 'react-router';
import { sessionOf } from '../session.server';
import type { Route } from './+types/home';

/** The start page: the account when signed in, else sign-in. */
export async function loader({ request }: Route.LoaderArgs) {
  const session = await sessionOf(request);
  return redirect(session?.authenticated ? '/account' : '/login');
}
