'use client';
import { HiddenUsername } from '../../field/hidden-username';
import { FormShell } from '../../form-shell';
import { fill } from '../../localization/auth-localization';
import { ResendButton } from '../../resend-button';
import { FormFields } from '../form-fields';
import {
  type ResetPasswordFormProps,
  resetPasswordFields,
  useResetPasswordForm,
} from './use-reset-password-form';

/**
 * Sets a new password with the emailed code: Verification code, New password, "Reset
 * password", Resend code. Carries the email as a hidden username for password managers.
 * `onSuccess` gets `{email}`; no session is created (sign in next).
 *
 * @example
 * <ResetPasswordForm email={email} redirectTo="/login" />
 */
export function ResetPasswordForm(props: ResetPasswordFormProps) {
  const form = useResetPasswordForm(props);
  const { t } = form;
  return (
    <FormShell
      controller={form}
      title={t.resetPasswordTitle}
      description={
        form.email ? fill(t, 'resetPasswordDescription', { email: form.email }) : undefined
      }
      submit={t.resetPasswordSubmit}
      onViewChange={props.onViewChange}
      links={[{ view: 'login', label: t.backToLoginLink }]}
      footer={
        <ResendButton left={form.resendIn} pending={form.resendPending} onResend={form.resend} />
      }
    >
      {form.email && <HiddenUsername value={form.email} />}
      <FormFields fields={resetPasswordFields(form.email !== '')} />
    </FormShell>
  );
}
