'use client';
import { AlertDialog } from 'radix-ui';
import { createElement } from 'react';
import { cx } from '../../class-names';
import { PasswordField } from '../../field/password-field';
import { TextField } from '../../field/text-field';
import { FormShell } from '../../form-shell';
import { fill, languageOf } from '../../localization/auth-localization';
import { SessionEndedDialog } from '../../session-ended/session-ended-dialog';
import { SignInRequired } from '../../session-ended/sign-in-required';
import { type DeleteAccountFormProps, useDeleteAccountForm } from './use-delete-account-form';

/**
 * Deletes the signed-in user's account. "Delete account" opens an alert dialog whose form
 * sends nothing until `DELETE` is typed; Cancel closes it. `onSuccess` runs once deleted
 * (the user is then signed out). A visitor who is not signed in is asked to sign in; a session
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
  const word = t.deleteAccountConfirmWord;
  if (form.signedOut) {
    return (
      <SignInRequired {...form} title={t.deleteAccountTitle} onViewChange={props.onViewChange} />
    );
  }
  return (
    <section
      className={cx('lk-form', 'lk-delete-account', classNames.root, form.className)}
      {...languageOf(t)}
    >
      {createElement(
        `h${form.headingLevel}`,
        { className: cx('lk-heading', classNames.heading) },
        t.deleteAccountTitle,
      )}
      <p className={cx('lk-description', classNames.description)}>{t.deleteAccountDescription}</p>
      <AlertDialog.Root open={form.open} onOpenChange={form.setOpen}>
        <AlertDialog.Trigger className={cx('lk-submit', 'lk-danger', classNames.submit)}>
          {t.deleteAccountSubmit}
        </AlertDialog.Trigger>
        <AlertDialog.Portal>
          <AlertDialog.Overlay className="lk-overlay" />
          {/* Portalled to <body>, outside any element that sets the form's language. */}
          <AlertDialog.Content className="lk-dialog lk-dialog-danger" {...languageOf(t)}>
            <FormShell
              controller={form}
              title={t.deleteAccountConfirmTitle}
              description={fill(t, 'deleteAccountConfirmDescription', { word })}
              submit={t.deleteAccountSubmit}
              slots={{ title: AlertDialog.Title, description: AlertDialog.Description }}
            >
              <TextField
                name="confirm"
                label={fill(t, 'deleteAccountConfirmLabel', { word })}
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
              />
              {form.needsPassword && (
                <PasswordField
                  name="password"
                  label={t.passwordLabel}
                  autoComplete="current-password"
                  description={t.deleteAccountPasswordDescription}
                />
              )}
              {/* Before the submit button: the destructive action comes last. */}
              <AlertDialog.Cancel className={cx('lk-secondary', classNames.link)}>
                {t.cancel}
              </AlertDialog.Cancel>
            </FormShell>
          </AlertDialog.Content>
        </AlertDialog.Portal>
      </AlertDialog.Root>
      <SessionEndedDialog state={form.sessionEnded} t={t} classNames={classNames} />
    </section>
  );
}
