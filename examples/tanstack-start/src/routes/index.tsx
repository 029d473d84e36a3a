import { createFileRoute, redirect } from '@tanstack/react-router';
import { signedInUser } from '../session';

/** The start page: the account when signed in, else sign-in. */
export const Route = createFileRoute('/')({
  beforeLoad: ({ context }) => {
    throw redirect({ to: signedInUser(context.session) ? '/account' : '/login' });
  },
});
