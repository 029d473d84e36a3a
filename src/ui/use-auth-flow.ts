'use client';
import { useState } from 'react';
import type { AuthUser } from '../client/types';
import { useAuthClient } from '../react/auth-client-context';
import { useSendVerificationCode } from './account/send-verification-code';
import type { AuthFormClassNames, AuthView } from './form-props';
import type { SignupFormProps } from './forms/signup/use-signup-form';
import type { AuthLocalization } from './localization/auth-localization';
import { useAuthLocalization } from './localization/auth-ui-provider';
import { useAuthNavigation } from './navigation';
import { startResendCooldown } from './resend-cooldown';
import { type ReturnToProps, useReturnTo } from './return-to';

/** Props of `AuthFlow` and {@link useAuthFlow}. */
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
  /** Sign-up's opt-in and custom fields, and its consent checkbox. */
  signup?: Pick<SignupFormProps, 'optionalFields' | 'customFields' | 'consent'>;
  className?: string;
  classNames?: AuthFormClassNames;
  localization?: Partial<AuthLocalization>;
  headingLevel?: 1 | 2 | 3 | 4 | 5 | 6;
  /** Each view's error summary (see the forms' `errorSummary`). Default true. */
  errorSummary?: boolean;
}

/** What {@link useAuthFlow} returns: the view to show and what each view's form is given. */
export interface AuthFlowController {
  t: AuthLocalization;
  /** The view to show now. */
  view: AuthView;
  /** Moves to `view` (the links between views call it: give it as each form's `onViewChange`). */
  go: (view: AuthView) => void;
  /** The props every view's form takes alike: class names, words, heading level, focus, links. */
  shared: {
    className: string | undefined;
    classNames: AuthFormClassNames | undefined;
    localization: Partial<AuthLocalization> | undefined;
    headingLevel: 1 | 2 | 3 | 4 | 5 | 6 | undefined;
    errorSummary: boolean | undefined;
    onViewChange: (view: AuthView) => void;
    /** Each view the flow moves to takes focus; the first on page load does not. */
    autoFocus: boolean;
  };
  /** The sign-in view's status line: the flow's "password reset" confirmation, else `notice`. */
  notice: string | undefined;
  /** The address carried between views (sign-up → verify, forgot → reset → sign-in). */
  email: string | undefined;
  /** The new account's id, for the verify view's Resend code. */
  userId: string | undefined;
  /** Give these to each view's form as `onSuccess`. */
  onSignedUp: (result: { user: AuthUser }) => Promise<void>;
  onVerified: () => void;
  onSignedIn: (result: { user?: AuthUser }) => void;
  onResetRequested: (result: { email: string }) => void;
  onReset: () => void;
}

/**
 * AuthFlow without its markup: which view shows, the address carried between them, the first
 * verification code sent after sign-up (Resend then waits its cooldown), the reset confirmation
 * on sign-in, focus into each view it moves to, and once signed in the page's checked
 * `returnTo` (or the prop, checked) before `redirectTo`. The views' forms get `returnTo={null}`:
 * the flow follows it, once the user is signed in (after verification, for a sign-up).
 *
 * @example
 * const flow = useAuthFlow(props);
 * if (flow.view === 'signup') return <MySignupForm {...flow.shared} returnTo={null} onSuccess={flow.onSignedUp} />;
 */
export function useAuthFlow(props: AuthFlowProps): AuthFlowController {
  const client = useAuthClient();
  const t = useAuthLocalization(props.localization);
  const { navigate } = useAuthNavigation();
  const sendCode = useSendVerificationCode();
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
  return {
    t,
    view,
    go,
    shared: {
      className: props.className,
      classNames: props.classNames,
      localization: props.localization,
      headingLevel: props.headingLevel,
      errorSummary: props.errorSummary,
      onViewChange: go,
      // A notice means the app sent the user here (signed out): focus follows them too.
      autoFocus: moved || Boolean(props.notice),
    },
    notice: notice ? t[notice] : props.notice,
    email,
    userId,
    onSignedUp: async ({ user }) => {
      setEmail(user.email);
      setUserId(user.id);
      // The flow sends the first code (the form itself never does on mount): Resend waits.
      const sending = sendCode(user.id, user.email);
      go('verify-email');
      await sending;
    },
    onVerified: () => signedIn(undefined),
    onSignedIn: (answer) => signedIn(answer.user),
    onResetRequested: ({ email: address }) => {
      setEmail(address);
      startResendCooldown(client, 'reset', address);
      go('reset-password');
    },
    onReset: () => {
      go('login');
      setNotice('passwordResetDone');
    },
  };
}
