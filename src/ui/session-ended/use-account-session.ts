'use client';
import { useState } from 'react';
import type { AuthUser } from '../../client/types';
import { useAuthClient } from '../../react/auth-client-context';
import { useHoldsUnsavedInput } from '../../react/unsaved-input';
import { isSessionEnded, signedOutError } from '../form-errors';
import { useHeldAccount } from './use-held-account';

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
  /** The signed-in user; after the session ended under a form that keeps its fields, the one it showed. */
  user: AuthUser | null;
  /** A session is open now (the form may load the user's data). */
  isSignedIn: boolean;
  /** Nobody is signed in and the form has nothing to keep: it asks to sign in instead. */
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
 * Whether a form has something an ended session must not take away: input not yet sent, or a
 * message on screen (a success, an error). Its answer is what a form passes to
 * {@link useAccountSession} as `keep`.
 */
export const holdsInput = (controller: {
  form: { formState: { isDirty: boolean } };
  status: unknown;
  formError: unknown;
}) =>
  controller.form.formState.isDirty || controller.status !== null || controller.formError !== null;

/**
 * The session under a form that acts on the signed-in user (Profile, Change password, Delete
 * account), read from the client's session. While the form says it has something to `keep`
 * (see {@link holdsInput}), it keeps showing the account when the session ends, so nothing typed
 * is lost (WCAG 2.2.5): a submit then signs in again in a dialog and is retried once. Once
 * nothing would be lost (signed out on purpose, the account deleted, the change done), the form
 * shows the signed-out state.
 *
 * @example
 * const form = useAuthForm(props, { ...setup, submit: (values) => account.send((user) => save(user, values)) });
 * const account = useAccountSession('updateUser', holdsInput(form));
 */
export function useAccountSession(
  operation: Parameters<typeof signedOutError>[0],
  keep: boolean,
): AccountSession {
  const client = useAuthClient();
  const [waiting, setWaiting] = useState<Waiting | null>(null);
  // The account the form is about: held while it keeps input or waits in the dialog.
  const { user: account, status, isSignedIn } = useHeldAccount(keep || waiting !== null);
  // The page's gates keep it while this form holds something an ended session must not take.
  useHoldsUnsavedInput(keep || waiting !== null);

  const send = async <T>(request: (user: AuthUser) => Promise<T>): Promise<T> => {
    const attempt = () => {
      // The client's session, read now: right after the dialog's sign-in nothing re-rendered.
      if (!account || client.getSession().status !== 'authenticated') {
        throw signedOutError(operation);
      }
      return request(account);
    };
    try {
      return await attempt();
    } catch (error) {
      if (!isSessionEnded(error) || !account) throw error;
      await new Promise<void>((resolve, reject) => {
        setWaiting({ resume: resolve, cancel: () => reject(error) });
      });
      // Signed in again as someone else (the email may be typed over): the edit, the new
      // password or the deletion was meant for the account the form showed, not this one.
      if (client.getSession().user?.id !== account.id) throw error;
      return attempt();
    }
  };

  return {
    user: account,
    isSignedIn,
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
