'use client';
import { useState } from 'react';
import type { AuthUser } from '../../client/types';
import { useSession } from '../../react/hooks/use-session';

/** What {@link useHeldAccount} returns. */
export interface HeldAccount {
  /**
   * The account a signed-in component shows: the session's user; after the session ended
   * under it (expired, timed out, or a changed password whose new sign-in failed) while it
   * `keep`s something, the last one it showed; else null.
   */
  user: AuthUser | null;
  /** The session's own status (`loading` until the first answer). */
  status: 'loading' | 'authenticated' | 'unauthenticated';
  /** A session is open now. */
  isSignedIn: boolean;
}

/**
 * The one account every signed-in component holds (the forms, EmailSettings, the prompt):
 * derived while rendering from the client's session, never copied by an effect. It follows the
 * session's user; while `keep` (a form holds unsent input, a code field is open) it keeps showing
 * that account once the session ended on its own (`'ended'`, or `'password-changed'` when signing
 * in again failed), so nothing typed is lost (WCAG 2.2.5). It lets go when another user signs in
 * (their account is shown), when nothing is kept, and on a sign-out (deliberate, or for
 * inactivity) or a deleted account: nothing of one
 * user is left for the next.
 */
export function useHeldAccount(keep: boolean): HeldAccount {
  const { status, user, reason } = useSession();
  const [held, setHeld] = useState<AuthUser | null>(user);
  const ended = status === 'unauthenticated';
  // Only a session that ended on its own: a sign-out (deliberate, or for inactivity, which is
  // there to hide the page) and a deleted account let go.
  const kept = ended && keep && (reason === 'ended' || reason === 'password-changed');
  // Adjusted during render (React's pattern for state derived from props), not in an effect.
  const next = user ?? (kept ? held : null);
  if (next !== held && (user !== null || !kept)) setHeld(next);
  return { user: next, status, isSignedIn: user !== null };
}
