'use client';
import { type ReactNode, useEffect, useRef } from 'react';
import { useSession } from './hooks/use-session';

/** Renders its children only while a user is signed in. */
export function SignedIn({ children }: { children?: ReactNode }) {
  return useSession().status === 'authenticated' ? children : null;
}

/** Renders its children only while nobody is signed in (not while the first check runs). */
export function SignedOut({ children }: { children?: ReactNode }) {
  return useSession().status === 'unauthenticated' ? children : null;
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
  /** Called when the session turns out signed out: redirect here (no router needed). */
  onUnauthenticated?: () => void;
}

/**
 * Renders its children for a signed-in user; otherwise the fallback, calling
 * `onUnauthenticated` once the session is known to be signed out.
 *
 * @example
 * <RequireAuth fallback={<Spinner />} onUnauthenticated={() => router.push('/login')}>
 *   <Dashboard />
 * </RequireAuth>
 */
export function RequireAuth({ children, fallback = null, onUnauthenticated }: RequireAuthProps) {
  const { status } = useSession();
  const callback = useRef(onUnauthenticated);
  callback.current = onUnauthenticated;
  useEffect(() => {
    if (status === 'unauthenticated') callback.current?.();
  }, [status]);
  return status === 'authenticated' ? children : fallback;
}
