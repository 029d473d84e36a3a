'use client';
import { HiddenUsername } from '../../field/hidden-username';
import { PasswordField } from '../../field/password-field';
import { FormShell } from '../../form-shell';
import { type ChangePasswordFormProps, useChangePasswordForm } from './use-change-password-form';

/**
 * Changes the signed-in user's password: Current password, New password, "Change password".
 * The service ends every session, so the user signs in again afterwards.
 *
 * @example
 * <ChangePasswordForm redirectTo="/login" />
 */
export function ChangePasswordForm(props: ChangePasswordFormProps) {
  const form = useChangePasswordForm(props);
  const { t } = form;
  return (
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
  );
}
