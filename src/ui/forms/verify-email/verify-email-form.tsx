'use client';
import { FormShell } from '../../form-shell';
import { fill } from '../../localization/auth-localization';
import { ResendButton } from '../../resend-button';
import { FormFields } from '../form-fields';
import {
  useVerifyEmailForm,
  type VerifyEmailFormProps,
  verifyEmailFields,
} from './use-verify-email-form';

/**
 * The email-verification form: Verification code (6 digits; a pasted code fills it and a
 * complete one submits), "Verify email", and Resend code. Asks for the Email only when it has
 * none (no `email` prop and nobody signed in).
 *
 * @example
 * <VerifyEmailForm email={user.email} userId={user.id} redirectTo="/" />
 */
export function VerifyEmailForm(props: VerifyEmailFormProps) {
  const form = useVerifyEmailForm(props);
  const { t } = form;
  return (
    <FormShell
      controller={form}
      title={t.verifyEmailTitle}
      description={
        form.email ? fill(t, 'verifyEmailDescription', { email: form.email }) : undefined
      }
      submit={t.verifyEmailSubmit}
      footer={
        form.resend && (
          <ResendButton left={form.resendIn} pending={form.resendPending} onResend={form.resend} />
        )
      }
    >
      <FormFields fields={verifyEmailFields(form.email !== '')} />
    </FormShell>
  );
}
