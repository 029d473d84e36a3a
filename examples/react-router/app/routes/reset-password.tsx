import { ResetPasswordForm } from 'latchkey/ui';
import { showPageAgain } from '../form-fallback.server';
import type { Route } from './+types/reset-password';

export const meta: Route.MetaFunction = () => [{ title: 'Reset your password' }];

export const action = showPageAgain;

/** For a visitor who already has a code: the form asks for the email too, then sign-in says so. */
export default function ResetPassword() {
  return <ResetPasswordForm redirectTo="/login?reset=1" headingLevel={1} />;
}
