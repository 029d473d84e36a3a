'use client';
import { useId, useRef } from 'react';
import { cx } from '../../class-names';
import { useAlertDialogFrame } from '../../dialog/lazy-alert-dialog';
import { TextField } from '../../field/text-field';
import { FormFrame } from '../../form-frame';
import { FormShell } from '../../form-shell';
import { fill, languageOf } from '../../localization/auth-localization';
import { AccountDeleted } from '../../session-ended/account-deleted';
import { SessionEndedDialog } from '../../session-ended/session-ended-dialog';
import { SignInRequired } from '../../session-ended/sign-in-required';
import { FormField } from '../form-fields';
import {
  type DeleteAccountController,
  type DeleteAccountFormProps,
  deletePasswordField,
  useDeleteAccountForm,
} from './use-delete-account-form';

/**
 * Deletes the signed-in user's account. "Delete account" opens an alert dialog whose form
 * sends nothing until `DELETE` is typed; Cancel closes it. `onSuccess` runs once deleted
 * (the user is then signed out, reason `'account-deleted'`), then `redirectTo` is followed, once;
 * without it the form says "Your account was deleted." and nothing else. A visitor who is not signed in is asked to sign in; a session
 * that ends before the delete is renewed in a dialog, and the delete sent again. A session
 * signed in too long ago for the service to delete with it alone asks for the password in the
 * dialog, signs in again as the same user and deletes.
 *
 * @example
 * <DeleteAccountForm redirectTo="/goodbye" />
 */
export function DeleteAccountForm(props: DeleteAccountFormProps) {
  const form = useDeleteAccountForm(props);
  const { t, classNames } = form;
  if (form.deleted) return <AccountDeleted {...form} />;
  if (form.signedOut) {
    return (
      <SignInRequired {...form} title={t.deleteAccountTitle} onViewChange={props.onViewChange} />
    );
  }
  return (
    <FormFrame
      as="section"
      kind="lk-delete-account"
      className={form.className}
      t={t}
      classNames={classNames}
      headingLevel={form.headingLevel}
      title={t.deleteAccountTitle}
      description={t.deleteAccountDescription}
    >
      <DeleteAccountControls form={form} />
    </FormFrame>
  );
}

/**
 * Internal: Delete account's button and what it opens (the alert dialog asking for the word,
 * the session-ended dialog), for the form and the account page's row.
 */
export function DeleteAccountControls({ form }: { form: DeleteAccountController }) {
  const Frame = useAlertDialogFrame();
  // The button stays the same element before and after Radix's dialog loads (a press or focus
  // on it is never lost); the dialog has no Trigger of its own, so focus comes back here.
  const button = useRef<HTMLButtonElement>(null);
  const contentId = useId();
  const { t, classNames } = form;
  const word = t.deleteAccountConfirmWord;
  return (
    <>
      <button
        ref={button}
        type="button"
        className={cx('lk-submit', 'lk-danger', classNames.submit)}
        aria-haspopup="dialog"
        aria-expanded={form.open}
        aria-controls={form.open ? contentId : undefined}
        data-state={form.open ? 'open' : 'closed'}
        onClick={() => form.setOpen(true)}
      >
        {t.deleteAccountSubmit}
      </button>
      {/* Radix's dialog loads as the card mounts; a press before that opens it once here. */}
      {Frame && (
        <Frame
          open={form.open}
          onOpenChange={form.setOpen}
          // Portalled to <body>, outside any element that sets the form's language.
          content={{
            id: contentId,
            className: 'lk-dialog lk-dialog-danger',
            ...languageOf(t),
            onCloseAutoFocus: (event) => {
              event.preventDefault();
              button.current?.focus();
            },
          }}
        >
          {({ Title, Description, Cancel }) => (
            <FormShell
              controller={form}
              title={t.deleteAccountConfirmTitle}
              description={fill(t, 'deleteAccountConfirmDescription', { word })}
              submit={t.deleteAccountSubmit}
              slots={{ title: Title, description: Description }}
            >
              <TextField
                name="confirm"
                label={fill(t, 'deleteAccountConfirmLabel', { word })}
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
              />
              {form.needsPassword && <FormField field={deletePasswordField} />}
              {/* Before the submit button: the destructive action comes last. */}
              <Cancel className={cx('lk-secondary', classNames.link)}>{t.cancel}</Cancel>
            </FormShell>
          )}
        </Frame>
      )}
      <SessionEndedDialog state={form.sessionEnded} t={t} classNames={classNames} />
    </>
  );
}
