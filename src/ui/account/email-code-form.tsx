'use client';
import { FormShell } from '../form-shell';
import { FormFields } from '../forms/form-fields';
import {
  useVerifyEmailForm,
  type VerifyEmailFormProps,
  verifyEmailFields,
} from '../forms/verify-email/use-verify-email-form';
import { fill } from '../localization/auth-localization';
import { ResendButton } from '../resend-button';

/** Props of {@link EmailCodeForm}. */
export interface EmailCodeFormProps extends VerifyEmailFormProps {
  /** Words under the heading, instead of "Enter the 6-digit code we sent to {email}." */
  description?: string | undefined;
  /** Cancel: closes the code field (none without it). */
  onCancel?: (() => void) | undefined;
}

/**
 * The code field opened in place by EmailSettings and EmailVerificationPrompt:
 * `VerifyEmailForm`'s hook and parts (paste, a complete code submits, Resend code with its
 * cooldown, errors on the field), with words of its own and Cancel.
 */
export function EmailCodeForm({ description, onCancel, ...props }: EmailCodeFormProps) {
  const form = useVerifyEmailForm(props);
  const { t } = form;
  return (
    <FormShell
      controller={form}
      title={t.verifyEmailTitle}
      description={description ?? fill(t, 'verifyEmailDescription', { email: form.email })}
      submit={t.verifyEmailSubmit}
      footer={
        <>
          {form.resend && (
            <ResendButton
              left={form.resendIn}
              pending={form.resendPending}
              onResend={form.resend}
            />
          )}
          {onCancel && (
            <button type="button" className="lk-secondary" onClick={onCancel} data-slot="cancel">
              {t.cancel}
            </button>
          )}
        </>
      }
    >
      <FormFields fields={verifyEmailFields(true)} />
    </FormShell>
  );
}
