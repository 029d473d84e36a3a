import { LoginForm } from 'latchkey/ui';
import { redirect } from 'react-router';
import { sessionOf } from '../session.server';
import type { Route } from './+types/login';

export const meta: Route.MetaFunction = () => [{ title: 'Sign in' }];

export async function loader({ context }: Route.LoaderArgs) {
  if ((await sessionOf(context))?.authenticated) throw redirect('/account');
  return null;
}

export default function Login() {
  return <LoginForm redirectTo="/account" headingLevel={1} />;
}
