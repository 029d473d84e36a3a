'use client';

import { type ForgotPasswordFormProps, useForgotPasswordForm } from 'latchkey/ui';
import * as React from 'react';
import { AuthViewLinks } from '@/components/latchkey/auth-form-actions';
import { AuthFormCard } from '@/components/latchkey/auth-form-card';
import { AuthField, AuthSubmit } from '@/components/latchkey/auth-form-parts';

/** The forgot-password form over latchkey's `useForgotPasswordForm`: Email, "Send code". */
export function ForgotPasswordForm({ className, ...props }: ForgotPasswordFormProps) {
  const form = useForgotPasswordForm(props);
  const { t } = form;
  const id = React.useId();
  return (
    <AuthFormCard
      controller={form}
      formId={id}
      slot="forgot-password-form"
      title={t.forgotPasswordTitle}
      description={t.forgotPasswordDescription}
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
      <AuthField
        controller={form}
        formId={id}
        name="email"
        label={t.emailLabel}
        type="email"
        autoComplete="email"
      />
      <AuthSubmit controller={form}>{t.forgotPasswordSubmit}</AuthSubmit>
    </AuthFormCard>
  );
}
