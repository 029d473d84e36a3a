'use client';
import { createContext, useContext, useState } from 'react';
import { useSession } from './hooks/use-session';

/**
 * True below a gate (`SignedOut`, `RequireAuth`'s fallback) that was showing a signed-in user
 * when this app signed out on purpose: what it shows now is the page the user signed out on, so
 * a `RedirectToSignIn` there leaves the navigation to the app.
 */
export const SignedOutHereContext = createContext(false);

/** What a gate reads of the session. */
export interface GateSession {
  status: 'loading' | 'authenticated' | 'unauthenticated';
  /**
   * Signed out by this app's own sign-out (`logoutUser`) while this gate, or the gate around it,
   * was showing the signed-in user: the app's after-sign-out navigation decides where to go.
   */
  signedOutHere: boolean;
  /** Signed out, and not {@link GateSession.signedOutHere}: send the visitor to sign in. */
  signInNeeded: boolean;
}

/**
 * The session as a gate sees it. A gate that mounts later while signed out (the user came back
 * to a protected page, pressed Back) still sends the visitor to sign in: only the sign-out the
 * gate witnessed is the app's to follow.
 */
export function useGateSession(): GateSession {
  const { status, reason } = useSession();
  const inside = useContext(SignedOutHereContext);
  // Set while rendering (not in an effect), so the render that shows the sign-out knows it.
  const [sawSignedIn, setSawSignedIn] = useState(status === 'authenticated');
  if (status === 'authenticated' && !sawSignedIn) setSawSignedIn(true);
  const signedOutHere =
    status === 'unauthenticated' && reason === 'logout' && (sawSignedIn || inside);
  return { status, signedOutHere, signInNeeded: status === 'unauthenticated' && !signedOutHere };
}
