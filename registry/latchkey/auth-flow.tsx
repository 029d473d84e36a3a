'use client';

import { type AuthFlowProps, AuthFlowViews } from 'latchkey/ui';
import { ForgotPasswordForm } from '@/components/latchkey/forgot-password-form';
import { LoginForm } from '@/components/latchkey/login-form';
import { ResetPasswordForm } from '@/components/latchkey/reset-password-form';
import { SignupForm } from '@/components/latchkey/signup-form';
import { VerifyEmailForm } from '@/components/latchkey/verify-email-form';

const forms = {
  login: LoginForm,
  signup: SignupForm,
  verifyEmail: VerifyEmailForm,
  forgotPassword: ForgotPasswordForm,
  resetPassword: ResetPasswordForm,
};

/**
 * Sign-in, sign-up, email verification, forgot and reset password in one place: latchkey's
 * `AuthFlowViews` (the view, the address carried, the first code after sign-up, the page's
 * checked `returnTo` once signed in) over these cards. Uncontrolled, or `view` with
 * `onViewChange`.
 */
export function AuthFlow(props: AuthFlowProps) {
  return <AuthFlowViews {...props} forms={forms} />;
}
