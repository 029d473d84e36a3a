import { ResetPasswordForm } from 'latchkey/ui';
import type { Route } from './+types/reset-password';

export const meta: Route.MetaFunction = () => [{ title: 'Reset your password' }];

/** For a visitor who already has a code: the form asks for the email too. */
export default function ResetPassword() {
  return <ResetPasswordForm redirectTo="/login" headingLevel={1} />;
}
