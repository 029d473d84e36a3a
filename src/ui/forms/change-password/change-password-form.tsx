'use client';
import { HiddenUsername } from '../../field/hidden-username';
import { FormShell } from '../../form-shell';
import { SessionEndedDialog } from '../../session-ended/session-ended-dialog';
import { SignInRequired } from '../../session-ended/sign-in-required';
import { FormFields } from '../form-fields';
import {
  type ChangePasswordFormProps,
  changePasswordFields,
  useChangePasswordForm,
} from './use-change-password-form';

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
        <FormFields fields={changePasswordFields} />
      </FormShell>
      <SessionEndedDialog state={form.sessionEnded} t={t} classNames={form.classNames} />
    </>
  );
}
