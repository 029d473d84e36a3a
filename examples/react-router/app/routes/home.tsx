import { redirect } from 'react-router';
import { sessionOf, signedInUser } from '../session.server';
import type { Route } from './+types/home';

/** The start page: the account when signed in, else sign-in. */
export async function loader({ context }: Route.LoaderArgs) {
  return redirect(signedInUser(await sessionOf(context)) ? '/account' : '/login');
}
