'use client';
import { Suspense, useRef, useState } from 'react';
import { cx } from '../class-names';
import type { AlertDialogParts } from '../dialog/alert-dialog-frame';
import { LazyAlertDialogFrame } from '../dialog/lazy-alert-dialog';
import type { AuthFormClassNames } from '../form-props';
import { FormShell } from '../form-shell';
import { emailField, FormField, passwordField } from '../forms/form-fields';
import { useLoginForm } from '../forms/login/use-login-form';
import { type AuthLocalization, languageOf } from '../localization/auth-localization';
import { sessionEndedSignIn } from './session-ended-sign-in';
import type { SessionEndedState } from './use-account-session';

/** Props of {@link SessionEndedDialog}. */
export interface SessionEndedDialogProps {
  /** The form's session-ended state (`sessionEnded` of its controller). */
  state: SessionEndedState;
  /** The dictionary of the form it belongs to (its controller's `t`). */
  t: AuthLocalization;
  classNames?: AuthFormClassNames | undefined;
}

/** The sign-in fields of the dialog: the sign-in form's own hook and fields, email pre-filled. */
function SignInAgain({
  state,
  t,
  classNames,
  parts,
}: SessionEndedDialogProps & { parts: AlertDialogParts }) {
  // It only closes the dialog and sends the save again: never a page's returnTo.
  const form = useLoginForm(sessionEndedSignIn(state, t, classNames));
  return (
    <FormShell
      controller={form}
      title={t.sessionEndedTitle}
      description={t.sessionEndedDescription}
      submit={t.loginSubmit}
      slots={{ title: parts.Title, description: parts.Description }}
    >
      {/* The account the form is about: signing in as another would send it the retry. */}
      <FormField field={emailField} readOnly={state.email !== ''} />
      <FormField field={passwordField} />
      {/* Before the submit button: a dialog's action comes last. */}
      <parts.Cancel className={cx('lk-secondary', classNames?.link)}>{t.cancel}</parts.Cancel>
    </FormShell>
  );
}

/**
 * "Your session has ended. Sign in to continue.": shown over a signed-in form whose submit met
 * an ended session. Signing in sends the form's submit again, once; Cancel (or Escape) closes it
 * and keeps what was typed. The forms render it themselves; custom markup over their hooks
 * renders it with the controller's `sessionEnded` and `t`. Radix's dialog loads when it first opens.
 *
 * @example
 * const form = useProfileForm();
 * <SessionEndedDialog state={form.sessionEnded} t={form.t} />
 */
export function SessionEndedDialog(props: SessionEndedDialogProps) {
  const { state, t } = props;
  const content = useRef<HTMLDivElement>(null);
  // What had focus when the dialog opened (the submit button): focus goes back there.
  const opener = useRef<HTMLElement | null>(null);
  // Radix's dialog loads when it first opens (rarely: a session ended under a form), and stays
  // mounted from then on so that closing runs its focus return.
  const [opened, setOpened] = useState(false);
  if (state.open && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <LazyAlertDialogFrame
        open={state.open}
        onOpenChange={(open) => open || state.onCancel()}
        content={{
          ref: content,
          className: 'lk-dialog',
          // Portalled to <body>, outside any element that sets the form's language.
          ...languageOf(t),
          onOpenAutoFocus: (event) => {
            // The first empty field (Password: the email is filled in), not Cancel.
            event.preventDefault();
            opener.current = document.activeElement as HTMLElement | null;
            const fields = [...(content.current?.querySelectorAll('input') ?? [])];
            (fields.find((field) => field.type !== 'hidden' && !field.value) ?? fields[0])?.focus();
          },
          onCloseAutoFocus: (event) => {
            // Radix returns focus to a Trigger; this dialog has none. Back to the opener, unless
            // the form has moved it already (to its message after Cancel).
            event.preventDefault();
            const current = document.activeElement;
            if (!current || current === document.body) opener.current?.focus();
          },
        }}
      >
        {(parts) => <SignInAgain {...props} parts={parts} />}
      </LazyAlertDialogFrame>
    </Suspense>
  );
}
