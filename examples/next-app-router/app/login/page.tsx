import { LoginForm } from 'latchkey/ui';
import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { returnPath } from '../../lib/return-to';
import { getSession, signedInUser } from '../../lib/session';

export const metadata: Metadata = { title: 'Sign in' };

/** A server component: the form renders into the HTML and hydrates; no 'use client' needed. */
export default async function LoginPage({ searchParams }: PageProps<'/login'>) {
  const { reset, returnTo } = await searchParams;
  // The page a signed-out visitor asked for (`?returnTo=`), or the account.
  const next = returnPath(returnTo);
  if (signedInUser(await getSession())) redirect(next);
  // The reset-password page lands here with ?reset=1.
  const notice = reset ? 'Your password was reset. Sign in with your new password.' : undefined;
  return <LoginForm redirectTo={next} notice={notice} headingLevel={1} />;
}
