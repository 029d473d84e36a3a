import { ResetPasswordForm } from 'latchkey/ui';
import type { Metadata } from 'next';

export const metadata: Metadata = { title: 'Reset your password' };

/** For a visitor who already has a code: the form asks for the email too, then sign-in says so. */
export default function ResetPasswordPage() {
  return <ResetPasswordForm redirectTo="/login?reset=1" headingLevel={1} />;
}
