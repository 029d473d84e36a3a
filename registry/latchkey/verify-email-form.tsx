'use client';

import { type EmailCodeFormProps, fill, useVerifyEmailForm } from 'latchkey/ui';
import * as React from 'react';
import { AuthCodeField } from '@/components/latchkey/auth-code-field';
import { AuthErrorSummary, useFocusOnAppear } from '@/components/latchkey/auth-form-focus';
import {
  AuthField,
  AuthFormMessages,
  AuthSubmit,
  ResendCodeButton,
} from '@/components/latchkey/auth-form-parts';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FieldGroup } from '@/components/ui/field';
import { cn } from '@/lib/utils';

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
  const formRef = useFocusOnAppear(form.autoFocus);
  return (
    <Card data-slot="verify-email-form" className={cn('w-full max-w-sm', className)}>
      <CardHeader>
        <CardTitle className="leading-snug [overflow-wrap:anywhere]">
          <h2>{t.verifyEmailTitle}</h2>
        </CardTitle>
        {(description || form.email) && (
          <CardDescription>
            {description ?? fill(t, 'verifyEmailDescription', { email: form.email })}
          </CardDescription>
        )}
      </CardHeader>
      <CardContent>
        <form
          ref={formRef}
          method="post"
          noValidate
          aria-busy={form.isPending || undefined}
          onSubmit={form.onSubmit}
        >
          <FieldGroup>
            <AuthErrorSummary controller={form} formId={id} />
            <AuthFormMessages controller={form} />
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
          </FieldGroup>
        </form>
      </CardContent>
    </Card>
  );
}
