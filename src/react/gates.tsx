'use client';
import { type ReactNode, useEffect, useRef } from 'react';
import { SignedOutHereContext, useGateSession } from './gate-session';
import { useSession } from './hooks/use-session';

/** Renders its children only while a user is signed in. */
export function SignedIn({ children }: { children?: ReactNode }) {
  return useSession().status === 'authenticated' ? children : null;
}

/** Renders its children only while nobody is signed in (not while the first check runs). */
export function SignedOut({ children }: { children?: ReactNode }) {
  const { status, signedOutHere } = useGateSession();
  if (status !== 'unauthenticated') return null;
  // A `RedirectToSignIn` below leaves a sign-out made on this page to the app's navigation.
  return (
    <SignedOutHereContext.Provider value={signedOutHere}>{children}</SignedOutHereContext.Provider>
  );
}

/**
 * Renders its children while the first session check runs (a skeleton, a spinner), and
 * nothing once the answer is known. Never shown with an `initialSession`.
 *
 * @example
 * <AuthLoading><Spinner /></AuthLoading>
 * <AuthLoaded><Header /></AuthLoaded>
 */
export function AuthLoading({ children }: { children?: ReactNode }) {
  return useSession().status === 'loading' ? children : null;
}

/** Renders its children once the session is known, signed in or not (see {@link AuthLoading}). */
export function AuthLoaded({ children }: { children?: ReactNode }) {
  return useSession().status === 'loading' ? null : children;
}

/** Props of {@link RequireAuth}. */
export interface RequireAuthProps {
  children?: ReactNode;
  /** Shown while the session is checked, and when signed out. */
  fallback?: ReactNode;
  /**
   * Called when the session turns out signed out: a visitor signed out from the start, a session
   * that ended (`'ended'`) or timed out (`'idle'`). Redirect here (no router needed). Not called
   * for a sign-out the app made itself while the children were shown (Sign out, a deleted
   * account, a changed password): the app's own navigation after it decides where the user goes.
   */
  onUnauthenticated?: () => void;
}

/**
 * Renders its children for a signed-in user; otherwise the fallback, calling
 * `onUnauthenticated` once the session is known to be signed out (but for the app's own
 * sign-out on this page, see {@link RequireAuthProps.onUnauthenticated}). After the account is
 * deleted or the password changed on this page (and signing in again failed), the children stay:
 * the form there says what happened and follows its own `redirectTo`. A session that ends
 * elsewhere while a form below holds unsent input keeps the children too: the form asks to sign
 * in again in place and sends its save once signed in (WCAG 2.2.5).
 *
 * @example
 * <RequireAuth fallback={<Spinner />} onUnauthenticated={() => router.push('/login')}>
 *   <Dashboard />
 * </RequireAuth>
 */
export function RequireAuth({
  children,
  fallback = null,
  onUnauthenticated,
}: RequireAuthProps): ReactNode {
  const { status, reason, signedOutHere, keepsInput, signInNeeded } = useGateSession();
  const callback = useRef(onUnauthenticated);
  callback.current = onUnauthenticated;
  useEffect(() => {
    if (signInNeeded) callback.current?.();
  }, [signInNeeded]);
  // The page that deleted the account or changed the password shows its own outcome.
  const outcome = signedOutHere && (reason === 'account-deleted' || reason === 'password-changed');
  // A session that ended elsewhere under a form holding unsent input: it asks to sign in there.
  if (status === 'authenticated' || outcome || keepsInput) return children;
  return (
    <SignedOutHereContext.Provider value={signedOutHere}>{fallback}</SignedOutHereContext.Provider>
  );
}
