'use client';
import type { ComponentType } from 'react';
import type { ForgotPasswordFormProps } from './forms/forgot-password/use-forgot-password-form';
import type { LoginFormProps } from './forms/login/use-login-form';
import type { ResetPasswordFormProps } from './forms/reset-password/use-reset-password-form';
import type { SignupFormProps } from './forms/signup/use-signup-form';
import type { VerifyEmailFormProps } from './forms/verify-email/use-verify-email-form';
import { ReturnToScope } from './return-to';
import { type AuthFlowProps, useAuthFlow } from './use-auth-flow';

/** The five forms a flow shows, by view: the drop-ins, or markup of your own over their hooks. */
export interface AuthFlowForms {
  login: ComponentType<LoginFormProps>;
  signup: ComponentType<SignupFormProps>;
  verifyEmail: ComponentType<VerifyEmailFormProps>;
  forgotPassword: ComponentType<ForgotPasswordFormProps>;
  resetPassword: ComponentType<ResetPasswordFormProps>;
}

/**
 * {@link AuthFlow} over forms you give: the view {@link useAuthFlow} is on, with each form's
 * wiring (the address carried, the first code after sign-up, the checked `returnTo` once signed
 * in, a `returnTo` prop on every view's links). The shadcn registry's `auth-flow` is this over
 * its own forms.
 *
 * @example
 * <AuthFlowViews {...props} forms={{ login: MyLogin, signup: MySignup, verifyEmail: MyVerify,
 *   forgotPassword: MyForgot, resetPassword: MyReset }} />
 */
export function AuthFlowViews({ forms, ...props }: AuthFlowProps & { forms: AuthFlowForms }) {
  // A `returnTo` prop reaches every view's links, the forgot-password form's too.
  return (
    <ReturnToScope returnTo={props.returnTo}>
      <CurrentView props={props} forms={forms} />
    </ReturnToScope>
  );
}

function CurrentView({ props, forms }: { props: AuthFlowProps; forms: AuthFlowForms }) {
  const flow = useAuthFlow(props);
  const { shared } = flow;
  switch (flow.view) {
    case 'signup':
      // The flow follows `returnTo` itself, once the email is verified (`null`: not the form).
      return (
        <forms.signup {...shared} {...props.signup} returnTo={null} onSuccess={flow.onSignedUp} />
      );
    case 'verify-email':
      return (
        <forms.verifyEmail
          {...shared}
          email={flow.email}
          userId={flow.userId}
          onSuccess={flow.onVerified}
        />
      );
    case 'forgot-password':
      return (
        <forms.forgotPassword
          {...shared}
          defaultValues={{ email: flow.email ?? '' }}
          onSuccess={flow.onResetRequested}
        />
      );
    case 'reset-password':
      return <forms.resetPassword {...shared} email={flow.email} onSuccess={flow.onReset} />;
    default:
      return (
        <forms.login
          {...shared}
          notice={flow.notice}
          returnTo={null}
          defaultValues={{ email: flow.email ?? '' }}
          onSuccess={flow.onSignedIn}
        />
      );
  }
}
