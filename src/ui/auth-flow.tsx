'use client';
import { ForgotPasswordForm } from './forms/forgot-password/forgot-password-form';
import { LoginForm } from './forms/login/login-form';
import { ResetPasswordForm } from './forms/reset-password/reset-password-form';
import { SignupForm } from './forms/signup/signup-form';
import { VerifyEmailForm } from './forms/verify-email/verify-email-form';
import { ReturnToScope } from './return-to';
import { type AuthFlowProps, useAuthFlow } from './use-auth-flow';

export type { AuthFlowProps } from './use-auth-flow';

/**
 * Every signed-out view in one component, no router needed: login ↔ sign-up; sign-up sends
 * the verification code and shows verify-email; login → forgot → reset (the email carried) →
 * login with a confirmation. Controlled with `view` + `onViewChange`, or not. Each view it moves
 * to takes focus (its first empty field), so keyboard and screen-reader users keep their place.
 * Signed in (after login, or after sign-up once the email is verified), it goes back to a safe
 * `returnTo` (the page URL's, or the prop) before `redirectTo`; the links between views carry it.
 * Its logic is {@link useAuthFlow}.
 *
 * @example
 * <AuthFlow defaultView="signup" redirectTo="/account" />
 */
export function AuthFlow(props: AuthFlowProps) {
  // A `returnTo` prop reaches every view's links, the forgot-password form's too.
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
      // The flow follows `returnTo` itself, once the email is verified (`null`: not the form).
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
