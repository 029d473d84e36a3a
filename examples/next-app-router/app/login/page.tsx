import { safeReturnPath } from 'latchkey';
import { LoginForm } from 'latchkey/ui';
import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getSession, signedInUser } from '../../lib/session';

export const metadata: Metadata = { title: 'Sign in' };

/** A server component: the form renders into the HTML and hydrates; no 'use client' needed. */
export default async function LoginPage({ searchParams }: PageProps<'/login'>) {
  const { reset, returnTo } = await searchParams;
  // The page a signed-out visitor asked for (`?returnTo=`), only when it is a path on this site
  // (never `//elsewhere.example`).
  const back = safeReturnPath(typeof returnTo === 'string' ? returnTo : undefined);
  if (signedInUser(await getSession())) redirect(back ?? '/account');
  // The reset-password page lands here with ?reset=1.
  const notice = reset ? 'Your password was reset. Sign in with your new password.' : undefined;
  // Signed in, the form goes back to `returnTo`, else to `redirectTo`; its link to sign-up
  // carries `returnTo` from the first HTML on.
  return <LoginForm returnTo={back} redirectTo="/account" notice={notice} headingLevel={1} />;
}
