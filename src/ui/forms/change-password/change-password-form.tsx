'use client';
import { HiddenUsername } from '../../field/hidden-username';
import { PasswordField } from '../../field/password-field';
import { FormShell } from '../../form-shell';
import { SessionEndedDialog } from '../../session-ended/session-ended-dialog';
import { SignInRequired } from '../../session-ended/sign-in-required';
import { type ChangePasswordFormProps, useChangePasswordForm } from './use-change-password-form';

/**
 * Changes the signed-in user's password: Current password, New password, "Change password".
 * The service ends every session, so the user signs in again afterwards. A visitor who is not
 * signed in is asked to sign in; a session that ends under the form is renewed in a dialog.
 *
 * @example
 * <ChangePasswordForm redirectTo="/login" />
 */
export function ChangePasswordForm(props: ChangePasswordFormProps) {
  const form = useChangePasswordForm(props);
  const { t } = form;
  if (form.signedOut) {
    return (
      <SignInRequired {...form} title={t.changePasswordTitle} onViewChange={props.onViewChange} />
    );
  }
  return (
    <>
      <FormShell controller={form} title={t.changePasswordTitle} submit={t.changePasswordSubmit}>
        <HiddenUsername value={form.email} />
        <PasswordField
          name="currentPassword"
          label={t.currentPasswordLabel}
          autoComplete="current-password"
        />
        <PasswordField
          name="newPassword"
          label={t.newPasswordLabel}
          autoComplete="new-password"
          description={t.passwordDescription}
        />
      </FormShell>
      <SessionEndedDialog state={form.sessionEnded} t={t} classNames={form.classNames} />
    </>
  );
}
