import { LoginForm } from 'latchkey/ui';
import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getSession, signedInUser } from '../../lib/session';

export const metadata: Metadata = { title: 'Sign in' };

/** A server component: the form renders into the HTML and hydrates; no 'use client' needed. */
export default async function LoginPage({ searchParams }: PageProps<'/login'>) {
  if (signedInUser(await getSession())) redirect('/account');
  // The reset-password page lands here with ?reset=1.
  const { reset } = await searchParams;
  const notice = reset ? 'Your password was reset. Sign in with your new password.' : undefined;
  return <LoginForm redirectTo="/account" notice={notice} headingLevel={1} />;
}
