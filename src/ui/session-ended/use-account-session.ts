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
  /**
   * Whether the form holds input not yet sent (the form hook sets it: `() => isDirty`). A form
   * is kept over an ended session only while it does; once nothing would be lost (signed out on
   * purpose, the account deleted, the change done), it shows the signed-out state.
   */
  unsaved: { current: () => boolean };
  /** The account is gone (deleted): once signed out, show the signed-out state, whatever is typed. */
  forget: () => void;
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
  const unsaved = useRef<() => boolean>(() => true);
  const gone = useRef(false);
  const [waiting, setWaiting] = useState<Waiting | null>(null);
  const [, render] = useState(0);
  if (user) {
    shown.current = user;
    gone.current = false;
  } else if (status === 'unauthenticated' && !waiting && (gone.current || !unsaved.current())) {
    shown.current = null;
  }

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
        const account = shown.current;
        if (!isSessionEnded(error) || !account) throw error;
        await new Promise<void>((resolve, reject) => {
          setWaiting({ resume: resolve, cancel: () => reject(error) });
        });
        // Signed in again as someone else (the email may be typed over): the edit, the new
        // password or the deletion was meant for the account the form showed, not this one.
        if (client.getSession().user?.id !== account.id) throw error;
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
    unsaved,
    forget: () => {
      gone.current = true;
      render((count) => count + 1);
    },
  };
}

/**
 * Sets `unsaved` from a form hook's controller, during its render: the form has input not yet
 * sent, or a message on screen (a success, an error), which an ended session must not take away.
 * Returns whether the form has input not yet sent.
 */
export function keepWhileOnScreen(
  unsaved: AccountSession['unsaved'],
  controller: { form: { formState: { isDirty: boolean } }; status: unknown; formError: unknown },
) {
  // Read while rendering, react-hook-form tracks isDirty from then on and renders on a change;
  // read again when asked, as the form is then (it may have been emptied since).
  const { formState } = controller.form;
  const message = controller.status !== null || controller.formError !== null;
  unsaved.current = () => formState.isDirty || message;
  return formState.isDirty;
}
