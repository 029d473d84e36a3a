'use client';

import { type AuthFlowProps, ReturnToScope, useAuthFlow } from 'latchkey/ui';
import { ForgotPasswordForm } from '@/components/latchkey/forgot-password-form';
import { LoginForm } from '@/components/latchkey/login-form';
import { ResetPasswordForm } from '@/components/latchkey/reset-password-form';
import { SignupForm } from '@/components/latchkey/signup-form';
import { VerifyEmailForm } from '@/components/latchkey/verify-email-form';

/**
 * Sign-in, sign-up, email verification, forgot and reset password in one place: each view a
 * card over its latchkey hook, the flow over `useAuthFlow` (which view, the address carried,
 * the first code after sign-up, the page's checked `returnTo` once signed in). Uncontrolled, or
 * `view` with `onViewChange`.
 */
export function AuthFlow(props: AuthFlowProps) {
  // A `returnTo` prop (checked) rides on every view's links.
  return (
    <ReturnToScope returnTo={props.returnTo}>
      <AuthFlowViews {...props} />
    </ReturnToScope>
  );
}

function AuthFlowViews(props: AuthFlowProps) {
  const flow = useAuthFlow(props);
  const { shared } = flow;
  switch (flow.view) {
    case 'signup':
      return (
        <SignupForm {...shared} {...props.signup} returnTo={null} onSuccess={flow.onSignedUp} />
      );
    case 'verify-email':
      return (
        <VerifyEmailForm
          {...shared}
          email={flow.email}
          userId={flow.userId}
          onSuccess={flow.onVerified}
        />
      );
    case 'forgot-password':
      return (
        <ForgotPasswordForm
          {...shared}
          defaultValues={{ email: flow.email ?? '' }}
          onSuccess={flow.onResetRequested}
        />
      );
    case 'reset-password':
      return <ResetPasswordForm {...shared} email={flow.email} onSuccess={flow.onReset} />;
    default:
      return (
        <LoginForm
          {...shared}
          notice={flow.notice}
          returnTo={null}
          defaultValues={{ email: flow.email ?? '' }}
          onSuccess={flow.onSignedIn}
        />
      );
  }
}
