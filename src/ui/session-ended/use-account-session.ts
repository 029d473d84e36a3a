'use client';
import { useCallback, useRef, useState } from 'react';
import type { AuthUser } from '../../client/types';
import { useAuthClient } from '../../react/auth-client-context';
import { useSession } from '../../react/hooks/use-session';
import { isSessionEnded, signedOutError } from '../form-errors';

/** The session-ended dialog's state, as {@link SessionEndedDialog} shows it. */
export interface SessionEndedState {
  /** A submit met an ended session and waits for the user to sign in again. */
  open: boolean;
  /** The email the dialog's sign-in starts with: the account the form is about. */
  email: string;
  /** Signed in again: closes the dialog and sends the waiting submit once more. */
  onSignedIn: () => void;
  /** Cancel or Escape: closes the dialog; the submit fails as signed out, every value stays. */
  onCancel: () => void;
}

/** What a form that acts on the signed-in user learns from {@link useAccountSession}. */
export interface AccountSession {
  /** The signed-in user; after the session ended, the one the form was showing. */
  user: AuthUser | null;
  /** A session is open now (the form may load the user's data). */
  isSignedIn: boolean;
  /** Nobody is signed in and nobody was while the form was shown: it asks to sign in instead. */
  signedOut: boolean;
  /** The first session check has not answered yet. */
  sessionLoading: boolean;
  sessionEnded: SessionEndedState;
  /**
   * Sends `request` for the account. A 401 `unauthenticated` (or no session at all) opens the
   * session-ended dialog and waits: signed in again, the request is sent once more, and its
   * outcome, a second 401 included, is the submit's; Cancel rejects with the first error.
   */
  send: <T>(request: (user: AuthUser) => Promise<T>) => Promise<T>;
}

interface Waiting {
  resume: () => void;
  cancel: () => void;
}

/**
 * The session under a form that acts on the signed-in user (Profile, Change password, Delete
 * account). Once shown with a user, the form keeps its fields when the session ends, so nothing
 * typed is lost (WCAG 2.2.5): a submit then signs in again in a dialog and is retried once.
 */
export function useAccountSession(operation: Parameters<typeof signedOutError>[0]): AccountSession {
  const client = useAuthClient();
  const { status, user } = useSession();
  // The account the form was shown for: kept when the session ends under it.
  const shown = useRef<AuthUser | null>(null);
  if (user) shown.current = user;
  const [waiting, setWaiting] = useState<Waiting | null>(null);

  const send = useCallback(
    async <T>(request: (user: AuthUser) => Promise<T>): Promise<T> => {
      const attempt = () => {
        const account = shown.current;
        // The client's session, read now: right after the dialog's sign-in nothing re-rendered.
        if (!account || client.getSession().status !== 'authenticated') {
          throw signedOutError(operation);
        }
        return request(account);
      };
      try {
        return await attempt();
      } catch (error) {
        if (!isSessionEnded(error) || !shown.current) throw error;
        await new Promise<void>((resolve, reject) => {
          setWaiting({ resume: resolve, cancel: () => reject(error) });
        });
        return attempt();
      }
    },
    [client, operation],
  );

  const account = user ?? shown.current;
  return {
    user: account,
    isSignedIn: user !== null,
    signedOut: status === 'unauthenticated' && !account,
    sessionLoading: status === 'loading',
    sessionEnded: {
      open: waiting !== null,
      email: account?.email ?? '',
      onSignedIn: () => {
        setWaiting(null);
        waiting?.resume();
      },
      onCancel: () => {
        setWaiting(null);
        waiting?.cancel();
      },
    },
    send,
  };
}
