'use client';
import { useEffect, useRef } from 'react';
import { signInRedirectPath } from '../client/sign-in-redirect-path';
import { useGateSession } from '../react/gate-session';
import { useAuthNavigation } from './navigation';
import { pagePath } from './page-path';

/** Props of {@link RedirectToSignIn}. */
export interface RedirectToSignInProps {
  /** The page to come back to after sign-in. Default: this page, its path, query and hash. */
  returnTo?: string;
}

/**
 * Sends a signed-out visitor to sign in, and brings them back after: to `viewHrefs.login` (else
 * `/login`) with `?returnTo=` this page's path, query and hash, replacing this page in the
 * history (Back does not return to a page they may not see). Through `AuthUIProvider`'s
 * `navigate` with `{ replace: true }`, else `location.replace`. `LoginForm`, `SignupForm` and
 * `AuthFlow` follow that `returnTo` once signed in. It renders nothing, and waits for the
 * session to be known: signed in, or while the first check runs, it does nothing. A sign-out the
 * app made on this page (`useLogout`, the account menu's Sign out) is left to the app's own
 * navigation after it.
 *
 * @example
 * <RequireAuth fallback={<RedirectToSignIn />}>
 *   <AccountSettings />
 * </RequireAuth>
 */
export function RedirectToSignIn({ returnTo }: RedirectToSignInProps) {
  const { signInNeeded } = useGateSession();
  const { navigate, hrefOf } = useAuthNavigation();
  const login = hrefOf('login') ?? '/login';
  // Once per sign-out: a re-render (or Strict Mode's second effect) sends no second redirect.
  const sent = useRef(false);
  useEffect(() => {
    if (!signInNeeded) {
      sent.current = false;
      return;
    }
    if (sent.current) return;
    sent.current = true;
    navigate(signInRedirectPath(returnTo ?? pagePath(), login), {
      replace: true,
    });
  }, [signInNeeded, returnTo, login, navigate]);
  return null;
}
