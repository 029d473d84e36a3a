'use client';

import { type LoginFormProps, ReturnToScope, useLoginForm } from 'latchkey/ui';
import * as React from 'react';
import { AuthViewLinks } from '@/components/latchkey/auth-form-actions';
import { AuthFormCard } from '@/components/latchkey/auth-form-card';
import { AuthField, AuthSubmit } from '@/components/latchkey/auth-form-parts';

/**
 * The sign-in form over latchkey's `useLoginForm`: Email, Password, "Sign in". A `returnTo`
 * prop (checked) rides on its links to sign-up and forgot password.
 */
export function LoginForm({ className, ...props }: LoginFormProps) {
  return (
    <ReturnToScope returnTo={props.returnTo}>
      <LoginCard className={className} {...props} />
    </ReturnToScope>
  );
}

function LoginCard({ className, ...props }: LoginFormProps) {
  const form = useLoginForm(props);
  const { t } = form;
  const id = React.useId();
  return (
    <AuthFormCard
      controller={form}
      formId={id}
      slot="login-form"
      title={t.loginTitle}
      className={className}
      footer={
        <AuthViewLinks
          className="w-full"
          classNames={form.classNames}
          onViewChange={props.onViewChange}
          links={[
            { view: 'forgot-password', label: t.forgotPasswordLink },
            { view: 'signup', label: t.signupLink },
          ]}
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
      <AuthField
        controller={form}
        formId={id}
        name="password"
        label={t.passwordLabel}
        type="password"
        autoComplete="current-password"
      />
      <AuthSubmit controller={form}>{t.loginSubmit}</AuthSubmit>
    </AuthFormCard>
  );
}
