'use client';
import { useState } from 'react';
import type { AuthUser } from '../client/types';
import { useAuthClient } from '../react/auth-client-context';
import type { AuthFormClassNames, AuthView } from './form-props';
import { ForgotPasswordForm } from './forms/forgot-password/forgot-password-form';
import { LoginForm } from './forms/login/login-form';
import { ResetPasswordForm } from './forms/reset-password/reset-password-form';
import { SignupForm } from './forms/signup/signup-form';
import type { SignupFormProps } from './forms/signup/use-signup-form';
import { VerifyEmailForm } from './forms/verify-email/verify-email-form';
import type { AuthLocalization } from './localization/auth-localization';
import { useAuthLocalization } from './localization/auth-ui-provider';
import { useAuthNavigation } from './navigation';
import { startResendCooldown } from './resend-cooldown';
import { type ReturnToProps, ReturnToScope, useReturnTo } from './return-to';

/** Props of {@link AuthFlow}. */
export interface AuthFlowProps extends ReturnToProps {
  /** The first view when uncontrolled. Default `login`. */
  defaultView?: AuthView;
  /** The view, when the app controls it (from its router, say); pair with `onViewChange`. */
  view?: AuthView;
  /** Called with each view the flow moves to. */
  onViewChange?: (view: AuthView) => void;
  /**
   * Why the user is on the sign-in view ("Your password was changed…"), in its status line (a
   * live region: announced); it takes focus there too. The flow's own confirmation after a
   * password reset shows instead while it is fresh.
   */
  notice?: string;
  /** Called once signed in (after login, or after sign-up and email verification), with the user. */
  onSignedIn?: (user: AuthUser) => void;
  /**
   * Where to go once signed in (after `onSignedIn`), unless a safe `returnTo` says where: through
   * `AuthUIProvider`'s `navigate`, else `window.location.assign`. A string, so a server component
   * can pass it.
   */
  redirectTo?: string;
  /** Sign-up's opt-in and custom fields. */
  signup?: Pick<SignupFormProps, 'optionalFields' | 'customFields'>;
  className?: string;
  classNames?: AuthFormClassNames;
  localization?: Partial<AuthLocalization>;
  headingLevel?: 1 | 2 | 3 | 4 | 5 | 6;
  /** Each view's error summary (see the forms' `errorSummary`). Default true. */
  errorSummary?: boolean;
}

/**
 * Every signed-out view in one component, no router needed: login ↔ sign-up; sign-up sends
 * the verification code and shows verify-email; login → forgot → reset (the email carried) →
 * login with a confirmation. Controlled with `view` + `onViewChange`, or not. Each view it moves
 * to takes focus (its first empty field), so keyboard and screen-reader users keep their place.
 * Signed in (after login, or after sign-up once the email is verified), it goes back to a safe
 * `returnTo` (the page URL's, or the prop) before `redirectTo`; the links between views carry it.
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
  const client = useAuthClient();
  const t = useAuthLocalization(props.localization);
  const { navigate } = useAuthNavigation();
  const target = useReturnTo(props.returnTo) ?? props.redirectTo;
  const [ownView, setOwnView] = useState<AuthView>(props.defaultView ?? 'login');
  const [email, setEmail] = useState<string | undefined>();
  const [userId, setUserId] = useState<string | undefined>();
  // The flow's own notice as its key, so a change of language says it in the new one.
  const [notice, setNotice] = useState<'passwordResetDone' | undefined>();
  // Once the flow has moved, each new view takes focus: the old one, and the focus, are gone.
  const [moved, setMoved] = useState(false);
  const view = props.view ?? ownView;
  // A view changed from outside (the app's router, after a link with `viewHrefs`) is a move
  // too: it takes focus, and a notice for sign-in is dropped once the user is elsewhere.
  const [shown, setShown] = useState(view);
  if (shown !== view) {
    setShown(view);
    setMoved(true);
    if (view !== 'login') setNotice(undefined);
  }
  const go = (next: AuthView) => {
    if (next !== 'login') setNotice(undefined);
    setMoved(true);
    setOwnView(next);
    props.onViewChange?.(next);
  };
  const signedIn = (user: AuthUser | undefined) => {
    const current = client.getSession().user ?? user;
    if (current) props.onSignedIn?.(current);
    if (target !== undefined) navigate(target);
  };
  const shared = {
    className: props.className,
    classNames: props.classNames,
    localization: props.localization,
    headingLevel: props.headingLevel,
    errorSummary: props.errorSummary,
    onViewChange: go,
    // A notice means the app sent the user here (signed out): focus follows them too.
    autoFocus: moved || Boolean(props.notice),
  };
  const done = {
    signup: async ({ user }: { user: AuthUser }) => {
      setEmail(user.email);
      setUserId(user.id);
      // The flow sends the first code (the form itself never does on mount). Resend waits its
      // cooldown, as after any code sent; a send that fails ends it, and the form says why.
      const sending = client.requestEmailVerificationOTP({ userId: user.id, email: user.email });
      startResendCooldown(client, 'verify', user.email, sending);
      go('verify-email');
      await sending.catch(() => {});
    },
    forgot: ({ email: address }: { email: string }) => {
      setEmail(address);
      startResendCooldown(client, 'reset', address);
      go('reset-password');
    },
    reset: () => {
      go('login');
      setNotice('passwordResetDone');
    },
  };
  switch (view) {
    case 'signup':
      // The flow follows `returnTo` itself, once the email is verified (`null`: not the form).
      return <SignupForm {...shared} {...props.signup} returnTo={null} onSuccess={done.signup} />;
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
          onSuccess={done.forgot}
        />
      );
    case 'reset-password':
      return <ResetPasswordForm {...shared} email={email} onSuccess={done.reset} />;
    default:
      return (
        <LoginForm
          {...shared}
          notice={notice ? t[notice] : props.notice}
          returnTo={null}
          defaultValues={{ email: email ?? '' }}
          onSuccess={(answer) => signedIn(answer.user)}
        />
      );
  }
}
