import { redirect } from 'next/navigation';
import { getSession } from '../lib/session';

/** The start page: the account when signed in, else sign-in. */
export default async function HomePage() {
  const session = await getSession();
  redirect(session?.authenticated ? '/account' : '/login');
}
