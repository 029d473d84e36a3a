import { ResetPasswordForm } from 'latchkey/ui';
import type { Metadata } from 'next';

export const metadata: Metadata = { title: 'Reset your password' };

/** For a visitor who already has a code: the form asks for the email too. */
export default function ResetPasswordPage() {
  return <ResetPasswordForm redirectTo="/login" headingLevel={1} />;
}
