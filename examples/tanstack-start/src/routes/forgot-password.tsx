import { createFileRoute } from '@tanstack/react-router';
import { AuthFlow } from 'latchkey/ui';
import { showPageAgain } from '../form-fallback';

/** Forgot, then reset (the email carried over), then sign-in with a confirmation. */
export const Route = createFileRoute('/forgot-password')({
  head: () => ({ meta: [{ title: 'Forgot your password?' }] }),
  server: { handlers: showPageAgain },
  component: () => (
    <AuthFlow defaultView="forgot-password" redirectTo="/account" headingLevel={1} />
  ),
});
