import { LoginForm } from 'latchkey/ui';
import { redirect } from 'react-router';
import { showPageAgain } from '../form-fallback.server';
import { returnPath } from '../return-to.server';
import { sessionOf, signedInUser } from '../session.server';
import type { Route } from './+types/login';

export const meta: Route.MetaFunction = () => [{ title: 'Sign in' }];

export async function loader({ url, context }: Route.LoaderArgs) {
  // The page a signed-out visitor asked for (`?returnTo=`), or the account.
  const returnTo = returnPath(url);
  if (signedInUser(await sessionOf(context))) throw redirect(returnTo);
  // The reset-password page lands here with ?reset=1.
  const reset = url.searchParams.has('reset');
  const notice = reset ? 'Your password was reset. Sign in with your new password.' : undefined;
  return { returnTo, notice };
}

export const action = showPageAgain;

export default function Login({ loaderData }: Route.ComponentProps) {
  const { returnTo, notice } = loaderData;
  return <LoginForm redirectTo={returnTo} notice={notice} headingLevel={1} />;
}
