'use client';

import { fill, type ResetPasswordFormProps, useResetPasswordForm } from 'latchkey/ui';
import * as React from 'react';
import { AuthCodeField } from '@/components/latchkey/auth-code-field';
import { AuthErrorSummary, useFocusOnAppear } from '@/components/latchkey/auth-form-focus';
import {
  AuthField,
  AuthFormMessages,
  AuthPasswordStrength,
  AuthSubmit,
  AuthViewLinks,
  ResendCodeButton,
} from '@/components/latchkey/auth-form-parts';
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from '@/components/ui/card';
import { FieldGroup } from '@/components/ui/field';
import { cn } from '@/lib/utils';

/**
 * The reset-password form over latchkey's `useResetPasswordForm`: the code from the email and a
 * new password, "Reset password", Resend code with its cooldown, and a way back to sign-in.
 */
export function ResetPasswordForm({ className, ...props }: ResetPasswordFormProps) {
  const form = useResetPasswordForm(props);
  const { t } = form;
  const id = React.useId();
  const formRef = useFocusOnAppear(form.autoFocus);
  return (
    <Card data-slot="reset-password-form" className={cn('w-full max-w-sm', className)}>
      <CardHeader>
        <CardTitle className="leading-snug [overflow-wrap:anywhere]">
          <h2>{t.resetPasswordTitle}</h2>
        </CardTitle>
        {form.email && (
          <CardDescription>
            {fill(t, 'resetPasswordDescription', { email: form.email })}
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
            {form.email && (
              // For password managers: the account the new password is for.
              <input
                type="email"
                name="username"
                autoComplete="username"
                value={form.email}
                readOnly
                hidden
              />
            )}
            <AuthCodeField controller={form} formId={id} name="otp" label={t.otpLabel} />
            <AuthField
              controller={form}
              formId={id}
              name="newPassword"
              label={t.newPasswordLabel}
              description={t.passwordDescription}
              type="password"
              autoComplete="new-password"
            />
            <AuthPasswordStrength controller={form} name="newPassword" />
            <AuthSubmit controller={form}>{t.resetPasswordSubmit}</AuthSubmit>
            <ResendCodeButton
              t={t}
              left={form.resendIn}
              pending={form.resendPending}
              onResend={form.resend}
            />
          </FieldGroup>
        </form>
      </CardContent>
      <CardFooter>
        <AuthViewLinks
          className="w-full"
          onViewChange={props.onViewChange}
          links={[{ view: 'login', label: t.backToLoginLink }]}
        />
      </CardFooter>
    </Card>
  );
}
