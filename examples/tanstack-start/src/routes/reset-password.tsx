import { createFileRoute } from '@tanstack/react-router';
import { ResetPasswordForm } from 'latchkey/ui';
import { showPageAgain } from '../form-fallback';

/** For a visitor who already has a code: the form asks for the email too, then sign-in says so. */
export const Route = createFileRoute('/reset-password')({
  head: () => ({ meta: [{ title: 'Reset your password' }] }),
  server: { handlers: showPageAgain },
  component: () => <ResetPasswordForm redirectTo="/login?reset=1" headingLevel={1} />,
});
