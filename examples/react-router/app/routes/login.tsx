import { LoginForm } from 'latchkey/ui';
import { redirect } from 'react-router';
import { showPageAgain } from '../form-fallback.server';
import { sessionOf, signedInUser } from '../session.server';
import type { Route } from './+types/login';

export const meta: Route.MetaFunction = () => [{ title: 'Sign in' }];

export async function loader({ request, context }: Route.LoaderArgs) {
  if (signedInUser(await sessionOf(context))) throw redirect('/account');
  // The reset-password page lands here with ?reset=1.
  const reset = new URL(request.url).searchParams.has('reset');
  return { notice: reset ? 'Your password was reset. Sign in with your new password.' : undefined };
}

export const action = showPageAgain;

export default function Login({ loaderData }: Route.ComponentProps) {
  return <LoginForm redirectTo="/account" notice={loaderData.notice} headingLevel={1} />;
}
