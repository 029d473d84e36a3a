import { redirect } from 'react-router';
import { sessionOf } from '../session.server';
import type { Route } from './+types/home';

/** The start page: the account when signed in, else sign-in. */
export async function loader({ context }: Route.LoaderArgs) {
  const session = await sessionOf(context);
  return redirect(session?.authenticated ? '/account' : '/login');
}
