import { AuthFlow } from 'latchkey/ui';
import { showPageAgain } from '../form-fallback.server';
import type { Route } from './+types/forgot-password';

export const meta: Route.MetaFunction = () => [{ title: 'Forgot your password?' }];

export const action = showPageAgain;

/** Forgot, then reset (the email carried over), then sign-in with a confirmation. */
export default function ForgotPassword() {
  return <AuthFlow defaultView="forgot-password" redirectTo="/account" headingLevel={1} />;
}
