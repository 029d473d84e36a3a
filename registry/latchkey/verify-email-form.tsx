'use client';

import { type EmailCodeFormProps, fill, useVerifyEmailForm } from 'latchkey/ui';
import * as React from 'react';
import { AuthCodeField } from '@/components/latchkey/auth-code-field';
import { ResendCodeButton } from '@/components/latchkey/auth-form-actions';
import { AuthFormCard } from '@/components/latchkey/auth-form-card';
import { AuthField, AuthSubmit } from '@/components/latchkey/auth-form-parts';
import { Button } from '@/components/ui/button';

/**
 * The email-verification form over latchkey's `useVerifyEmailForm`: the 6-digit code (Email
 * too when no address is known), "Verify", and Resend code with its cooldown. With
 * `onCancel` it has a Cancel button (the account pages' code step uses it so).
 */
export function VerifyEmailForm({
  className,
  description,
  onCancel,
  ...props
}: EmailCodeFormProps) {
  const form = useVerifyEmailForm(props);
  const { t } = form;
  const id = React.useId();
  return (
    <AuthFormCard
      controller={form}
      formId={id}
      slot="verify-email-form"
      title={t.verifyEmailTitle}
      description={
        description ?? (form.email && fill(t, 'verifyEmailDescription', { email: form.email }))
      }
      className={className}
    >
      {!form.email && (
        <AuthField
          controller={form}
          formId={id}
          name="email"
          label={t.emailLabel}
          type="email"
          autoComplete="email"
        />
      )}
      <AuthCodeField controller={form} formId={id} name="otp" label={t.otpLabel} />
      <AuthSubmit controller={form}>{t.verifyEmailSubmit}</AuthSubmit>
      {form.resend && (
        <ResendCodeButton
          t={t}
          left={form.resendIn}
          pending={form.resendPending}
          onResend={form.resend}
        />
      )}
      {onCancel && (
        <Button type="button" variant="outline" onClick={onCancel}>
          {t.cancel}
        </Button>
      )}
    </AuthFormCard>
  );
}
