'use client';
import { AuthFlowViews } from './auth-flow-views';
import { ForgotPasswordForm } from './forms/forgot-password/forgot-password-form';
import { LoginForm } from './forms/login/login-form';
import { ResetPasswordForm } from './forms/reset-password/reset-password-form';
import { SignupForm } from './forms/signup/signup-form';
import { VerifyEmailForm } from './forms/verify-email/verify-email-form';
import type { AuthFlowProps } from './use-auth-flow';

export type { AuthFlowProps } from './use-auth-flow';

const forms = {
  login: LoginForm,
  signup: SignupForm,
  verifyEmail: VerifyEmailForm,
  forgotPassword: ForgotPasswordForm,
  resetPassword: ResetPasswordForm,
};

/**
 * Every signed-out view in one component, no router needed: login ↔ sign-up; sign-up sends
 * the verification code and shows verify-email; login → forgot → reset (the email carried) →
 * login with a confirmation. Controlled with `view` + `onViewChange`, or not. Each view it moves
 * to takes focus (its first empty field), so keyboard and screen-reader users keep their place.
 * Signed in (after login, or after sign-up once the email is verified), it goes back to a safe
 * `returnTo` (the page URL's, or the prop) before `redirectTo`; the links between views carry it.
 * Its logic is {@link useAuthFlow}; {@link AuthFlowViews} is the same over forms of your own.
 *
 * @example
 * <AuthFlow defaultView="signup" redirectTo="/account" />
 */
export function AuthFlow(props: AuthFlowProps) {
  return <AuthFlowViews {...props} forms={forms} />;
}
