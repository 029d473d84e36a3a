'use client';

import {
  fill,
  newPasswordProps,
  type ResetPasswordFormProps,
  useResetPasswordForm,
} from 'latchkey/ui';
import * as React from 'react';
import { AuthCodeField } from '@/components/latchkey/auth-code-field';
import { AuthViewLinks, ResendCodeButton } from '@/components/latchkey/auth-form-actions';
import { AuthFormCard } from '@/components/latchkey/auth-form-card';
import {
  AuthField,
  AuthPasswordStrength,
  AuthSubmit,
  HiddenUsername,
} from '@/components/latchkey/auth-form-parts';

/**
 * The reset-password form over latchkey's `useResetPasswordForm`: the code from the email and a
 * new password, "Reset password", Resend code with its cooldown, and a way back to sign-in.
 */
export function ResetPasswordForm({ className, ...props }: ResetPasswordFormProps) {
  const form = useResetPasswordForm(props);
  const { t } = form;
  const id = React.useId();
  return (
    <AuthFormCard
      controller={form}
      formId={id}
      slot="reset-password-form"
      title={t.resetPasswordTitle}
      description={form.email && fill(t, 'resetPasswordDescription', { email: form.email })}
      className={className}
      footer={
        <AuthViewLinks
          className="w-full"
          classNames={form.classNames}
          onViewChange={props.onViewChange}
          links={[{ view: 'login', label: t.backToLoginLink }]}
        />
      }
    >
      {form.email ? (
        <HiddenUsername email={form.email} />
      ) : (
        <AuthField
          controller={form}
          formId={id}
          name="email"
          label={t.emailLabel}
          type="email"
          autoComplete="email"
        />
      )}
      {/* The new password comes after the code: a complete code does not submit. */}
      <AuthCodeField
        controller={form}
        formId={id}
        name="otp"
        label={t.otpLabel}
        autoSubmit={false}
      />
      <AuthField
        controller={form}
        formId={id}
        name="newPassword"
        label={t.newPasswordLabel}
        description={t.passwordDescription}
        type="password"
        {...newPasswordProps}
      />
      <AuthPasswordStrength controller={form} name="newPassword" />
      <AuthSubmit controller={form}>{t.resetPasswordSubmit}</AuthSubmit>
      <ResendCodeButton
        t={t}
        left={form.resendIn}
        pending={form.resendPending}
        onResend={form.resend}
      />
    </AuthFormCard>
  );
}
