import { LoginForm } from 'latchkey/ui';
import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getSession } from '../../lib/session';

export const metadata: Metadata = { title: 'Sign in' };

/** A server component: the form renders into the HTML and hydrates; no 'use client' needed. */
export default async function LoginPage() {
  if ((await getSession())?.authenticated) redirect('/account');
  return <LoginForm redirectTo="/account" headingLevel={1} />;
}
