'use client';
import { cx } from '../../class-names';
import { HiddenUsername } from '../../field/hidden-username';
import { FormFrame } from '../../form-frame';
import { FormShell } from '../../form-shell';
import { SessionEndedDialog } from '../../session-ended/session-ended-dialog';
import { SignInRequired } from '../../session-ended/sign-in-required';
import { FormFields } from '../form-fields';
import { SignInWithNewPassword } from './sign-in-with-new-password';
import {
  type ChangePasswordFormProps,
  changePasswordFields,
  useChangePasswordForm,
} from './use-change-password-form';

/**
 * Changes the signed-in user's password: Current password, New password, "Change password",
 * saying first that other devices will be signed out. This device stays signed in ("Your
 * password was changed. You were signed out on your other devices."); should signing in again
 * with the new password fail, the form says so and offers the sign-in fields, email filled in.
 * A visitor who is not signed in is asked to sign in; a session that ends under the form is
 * renewed in a dialog.
 *
 * @example
 * <ChangePasswordForm />
 */
export function ChangePasswordForm(props: ChangePasswordFormProps) {
  const form = useChangePasswordForm(props);
  const { t } = form;
  if (form.signedOut) {
    return (
      <SignInRequired {...form} title={t.changePasswordTitle} onViewChange={props.onViewChange} />
    );
  }
  if (form.signInAgain) {
    // Changed, but this device is signed out: what happened, and the sign-in, nothing else.
    return (
      <FormFrame
        as="section"
        kind="lk-change-password"
        className={form.className}
        t={t}
        classNames={form.classNames}
        headingLevel={form.headingLevel}
        title={t.changePasswordTitle}
        data-state="signed-out"
      >
        <p role="status" className={cx('lk-status', form.classNames.status)}>
          {form.status}
        </p>
        <SignInWithNewPassword {...form.signInProps} />
      </FormFrame>
    );
  }
  return (
    <>
      <FormShell
        controller={form}
        title={t.changePasswordTitle}
        description={t.changePasswordOtherDevices}
        submit={t.changePasswordSubmit}
      >
        <HiddenUsername value={form.email} />
        <FormFields fields={changePasswordFields} />
      </FormShell>
      <SessionEndedDialog state={form.sessionEnded} t={t} classNames={form.classNames} />
    </>
  );
}
