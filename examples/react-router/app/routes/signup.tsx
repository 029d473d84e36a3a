import { AuthFlow } from 'latchkey/ui';
import { redirect } from 'react-router';
import { sessionOf } from '../session.server';
import type { Route } from './+types/signup';

export const meta: Route.MetaFunction = () => [{ title: 'Create an account' }];

export async function loader({ context }: Route.LoaderArgs) {
  if ((await sessionOf(context))?.authenticated) throw redirect('/account');
  return null;
}

/** Sign-up, then the emailed code, then the account page. */
export default function Signup() {
  return <AuthFlow defaultView="signup" redirectTo="/account" headingLevel={1} />;
}
