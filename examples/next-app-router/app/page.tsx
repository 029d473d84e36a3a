import { redirect } from 'next/navigation';
import { getSession, signedInUser } from '../lib/session';

/** The start page: the account when signed in, else sign-in. */
export default async function Home() {
  redirect(signedInUser(await getSession()) ? '/account' : '/login');
}
