'use client';

import { type ChangePasswordFormProps, useChangePasswordForm } from 'latchkey/ui';
import * as React from 'react';
import { AuthErrorSummary } from '@/components/latchkey/auth-form-focus';
import {
  AuthField,
  AuthFormMessages,
  AuthPasswordStrength,
  AuthSubmit,
} from '@/components/latchkey/auth-form-parts';
import { SessionEndedDialog, SignInRequired } from '@/components/latchkey/session-ended-dialog';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { FieldGroup } from '@/components/ui/field';
import { cn } from '@/lib/utils';

/**
 * The change-password form over latchkey's `useChangePasswordForm`: Current password and New
 * password; a session that ended meanwhile opens the session-ended dialog, then it is sent again.
 */
export function ChangePasswordForm({ className, ...props }: ChangePasswordFormProps) {
  const form = useChangePasswordForm(props);
  const { t } = form;
  const id = React.useId();
  if (form.signedOut) {
    return (
      <SignInRequired
        title={t.changePasswordTitle}
        t={t}
        onViewChange={props.onViewChange}
        className={className}
      />
    );
  }
  return (
    <Card data-slot="change-password-form" className={cn('w-full max-w-sm', className)}>
      <CardHeader>
        <CardTitle className="leading-snug [overflow-wrap:anywhere]">
          <h2>{t.changePasswordTitle}</h2>
        </CardTitle>
      </CardHeader>
      <CardContent>
        <form
          method="post"
          noValidate
          aria-busy={form.isPending || undefined}
          onSubmit={form.onSubmit}
        >
          <FieldGroup>
            <AuthErrorSummary controller={form} formId={id} />
            <AuthFormMessages controller={form} />
            {/* For password managers: the account the new password is for. */}
            <input
              type="email"
              name="username"
              autoComplete="username"
              value={form.email}
              readOnly
              hidden
            />
            <AuthField
              controller={form}
              formId={id}
              name="currentPassword"
              label={t.currentPasswordLabel}
              type="password"
              autoComplete="current-password"
            />
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
            <AuthSubmit controller={form}>{t.changePasswordSubmit}</AuthSubmit>
          </FieldGroup>
        </form>
      </CardContent>
      <SessionEndedDialog state={form.sessionEnded} t={t} />
    </Card>
  );
}
