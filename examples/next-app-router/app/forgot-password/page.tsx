import { AuthFlow } from 'latchkey/ui';
import type { Metadata } from 'next';

export const metadata: Metadata = { title: 'Forgot your password?' };

/** Forgot, then reset (the email carried over), then sign-in with a confirmation. */
export default function ForgotPasswordPage() {
  return <AuthFlow defaultView="forgot-password" redirectTo="/account" headingLevel={1} />;
}
