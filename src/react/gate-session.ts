'use client';
import { createContext, useContext, useState } from 'react';
import type { SignedOutReason } from '../client/types';
import { useSession } from './hooks/use-session';
import { useUnsavedInputOnPage } from './unsaved-input';

/**
 * True below a gate (`SignedOut`, `RequireAuth`'s fallback) that was showing a signed-in user
 * when this app signed out on purpose: what it shows now is the page the user signed out on, so
 * a `RedirectToSignIn` there leaves the navigation to the app.
 */
export const SignedOutHereContext = createContext(false);

/** Sign-outs this tab made on purpose: the app's own navigation follows them, no gate's. */
const deliberate: ReadonlySet<SignedOutReason | undefined> = new Set<SignedOutReason>([
  'logout',
  'password-changed',
  'account-deleted',
]);

/** What a gate reads of the session. */
export interface GateSession {
  status: 'loading' | 'authenticated' | 'unauthenticated';
  /** Why nobody is signed in (see `useSession`). */
  reason: SignedOutReason | undefined;
  /**
   * Signed out on purpose in this tab (Sign out, a deleted account, a changed password whose new
   * sign-in failed) while this gate, or the gate around it, was showing the signed-in user: the
   * app's own navigation after it (`afterSignOutHref`, the form's `redirectTo`) decides where to
   * go, once.
   */
  signedOutHere: boolean;
  /**
   * The session ended elsewhere (`'ended'`) under this gate while a form below holds unsent
   * input: the page stays, and the form asks to sign in again in place (nothing typed is lost).
   */
  keepsInput: boolean;
  /**
   * Signed out and the visitor should sign in: signed out from the start, the session ended
   * (`'ended'`, unless a form keeps its input) or timed out (`'idle'`), or a gate that mounted
   * after a deliberate sign-out (the user came back to a protected page).
   */
  signInNeeded: boolean;
}

/**
 * The session as a gate sees it. A gate that mounts later while signed out (the user came back
 * to a protected page, pressed Back) still sends the visitor to sign in: only the deliberate
 * sign-out the gate witnessed is the app's to follow.
 */
export function useGateSession(): GateSession {
  const { status, reason } = useSession();
  const inside = useContext(SignedOutHereContext);
  // Set while rendering (not in an effect), so the render that shows the sign-out knows it.
  const [sawSignedIn, setSawSignedIn] = useState(status === 'authenticated');
  if (status === 'authenticated' && !sawSignedIn) setSawSignedIn(true);
  const signedOutHere =
    status === 'unauthenticated' && deliberate.has(reason) && (sawSignedIn || inside);
  const unsaved = useUnsavedInputOnPage();
  const keepsInput = status === 'unauthenticated' && reason === 'ended' && sawSignedIn && unsaved;
  return {
    status,
    reason,
    signedOutHere,
    keepsInput,
    signInNeeded: status === 'unauthenticated' && !signedOutHere && !keepsInput,
  };
}
