import { createFileRoute, redirect } from '@tanstack/react-router';
import { signInRedirectPath } from 'latchkey';
import { VerifyEmailForm } from 'latchkey/ui';
import { showPageAgain } from '../form-fallback';
import { signedInUser } from '../session';

/** For a signed-in user whose address is not verified yet (one who left sign-up before the code). */
export const Route = createFileRoute('/verify-email')({
  beforeLoad: ({ context, location }) => {
    const user = signedInUser(context.session);
    if (context.session && !user) throw redirect({ href: signInRedirectPath(location.href) });
    if (user?.emailVerified === true) throw redirect({ to: '/account' });
  },
  head: () => ({ meta: [{ title: 'Verify your email' }] }),
  server: { handlers: showPageAgain },
  component: () => <VerifyEmailForm redirectTo="/account" headingLevel={1} />,
});
