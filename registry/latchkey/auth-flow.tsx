'use client';

import { useAuthClient } from 'latchkey/react';
import {
  type AuthFlowProps,
  type AuthView,
  startResendCooldown,
  useAuthLocalization,
  useAuthNavigation,
} from 'latchkey/ui';
import * as React from 'react';
import { ForgotPasswordForm } from '@/components/latchkey/forgot-password-form';
import { LoginForm } from '@/components/latchkey/login-form';
import { ResetPasswordForm } from '@/components/latchkey/reset-password-form';
import { SignupForm } from '@/components/latchkey/signup-form';
import { VerifyEmailForm } from '@/components/latchkey/verify-email-form';

type SignedInUser = Parameters<NonNullable<AuthFlowProps['onSignedIn']>>[0];

/**
 * Sign-in, sign-up, email verification, forgot and reset password in one place: each view a
 * card over its latchkey hook; sign-up sends the code and moves on to verification, a reset
 * comes back to sign-in with its confirmation. Uncontrolled, or `view` with `onViewChange`.
 */
export function AuthFlow(props: AuthFlowProps) {
  const client = useAuthClient();
  const t = useAuthLocalization(props.localization);
  const { navigate } = useAuthNavigation();
  const [ownView, setOwnView] = React.useState<AuthView>(props.defaultView ?? 'login');
  const [email, setEmail] = React.useState<string | undefined>();
  const [userId, setUserId] = React.useState<string | undefined>();
  const [resetDone, setResetDone] = React.useState(false);
  const [moved, setMoved] = React.useState(false);
  const view = props.view ?? ownView;
  const go = (next: AuthView) => {
    if (next !== 'login') setResetDone(false);
    setMoved(true);
    setOwnView(next);
    props.onViewChange?.(next);
  };
  const signedIn = (user: SignedInUser | undefined) => {
    const current = client.getSession().user ?? user;
    if (current) props.onSignedIn?.(current);
    const target = props.returnTo ?? props.redirectTo;
    if (target) navigate(target);
  };
  const shared = {
    className: props.className,
    localization: props.localization,
    errorSummary: props.errorSummary,
    onViewChange: go,
    // Focus into each view the flow moves to, not into the first one on page load.
    autoFocus: moved || Boolean(props.notice),
  };
  switch (view) {
    case 'signup':
      return (
        <SignupForm
          {...shared}
          {...props.signup}
          returnTo={null}
          onSuccess={async ({ user }) => {
            setEmail(user.email);
            setUserId(user.id);
            // The first code goes out now; Resend code waits its cooldown, as after any code
            // sent (a send that fails ends it, and the verify form says why).
            const sending = client.requestEmailVerificationOTP({
              userId: user.id,
              email: user.email,
            });
            startResendCooldown(client, 'verify', user.email, sending);
            go('verify-email');
            await sending.catch(() => {});
          }}
        />
      );
    case 'verify-email':
      return (
        <VerifyEmailForm
          {...shared}
          email={email}
          userId={userId}
          onSuccess={() => signedIn(undefined)}
        />
      );
    case 'forgot-password':
      return (
        <ForgotPasswordForm
          {...shared}
          defaultValues={{ email: email ?? '' }}
          onSuccess={({ email: address }) => {
            setEmail(address);
            // The forgot form sent the code: Resend code on the reset form waits its cooldown.
            startResendCooldown(client, 'reset', address);
            go('reset-password');
          }}
        />
      );
    case 'reset-password':
      return (
        <ResetPasswordForm
          {...shared}
          email={email}
          onSuccess={() => {
            go('login');
            setResetDone(true);
          }}
        />
      );
    default:
      return (
        <LoginForm
          {...shared}
          notice={resetDone ? t.passwordResetDone : props.notice}
          returnTo={null}
          defaultValues={{ email: email ?? '' }}
          onSuccess={(answer) => signedIn(answer.user)}
        />
      );
  }
}
