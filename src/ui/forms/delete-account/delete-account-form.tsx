'use client';
import { AlertDialog } from 'radix-ui';
import { createElement } from 'react';
import { cx } from '../../class-names';
import { TextField } from '../../field/text-field';
import { FormShell } from '../../form-shell';
import { fill } from '../../localization/auth-localization';
import { type DeleteAccountFormProps, useDeleteAccountForm } from './use-delete-account-form';

/**
 * Deletes the signed-in user's account. "Delete account" opens an alert dialog whose form
 * sends nothing until `DELETE` is typed; Cancel closes it. `onSuccess` runs once deleted
 * (the user is then signed out).
 *
 * @example
 * <DeleteAccountForm redirectTo="/goodbye" />
 */
export function DeleteAccountForm(props: DeleteAccountFormProps) {
  const form = useDeleteAccountForm(props);
  const { t, classNames } = form;
  const word = t.deleteAccountConfirmWord;
  return (
    <section className={cx('lk-form', 'lk-delete-account', classNames.root, form.className)}>
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
          <AlertDialog.Content className="lk-dialog">
            <FormShell
              controller={form}
              title={t.deleteAccountConfirmTitle}
              description={fill(t, 'deleteAccountConfirmDescription', { word })}
              submit={t.deleteAccountSubmit}
              slots={{ title: AlertDialog.Title, description: AlertDialog.Description }}
              footer={
                <AlertDialog.Cancel className={cx('lk-secondary', classNames.link)}>
                  {t.cancel}
                </AlertDialog.Cancel>
              }
            >
              <TextField
                name="confirm"
                label={fill(t, 'deleteAccountConfirmLabel', { word })}
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
              />
            </FormShell>
          </AlertDialog.Content>
        </AlertDialog.Portal>
      </AlertDialog.Root>
    </section>
  );
}
