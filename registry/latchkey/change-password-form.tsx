'use client';

import { type ChangePasswordFormProps, newPasswordProps, useChangePasswordForm } from 'latchkey/ui';
import * as React from 'react';
import { AuthCardHeader, AuthFormCard } from '@/components/latchkey/auth-form-card';
import {
  AuthField,
  AuthPasswordStrength,
  AuthSubmit,
  HiddenUsername,
} from '@/components/latchkey/auth-form-parts';
import { LoginForm } from '@/components/latchkey/login-form';
import { SessionEndedDialog, SignInRequired } from '@/components/latchkey/session-ended-dialog';
import { Card, CardContent } from '@/components/ui/card';
import { cn } from '@/lib/utils';

/**
 * The change-password form over latchkey's `useChangePasswordForm`: Current password and New
 * password, saying first that other devices will be signed out; this device stays signed in.
 * Should signing in again with the new password fail, it says so and shows the sign-in, email
 * filled in. A session that ended meanwhile opens the session-ended dialog, then it is sent again.
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
        level={form.headingLevel}
        onViewChange={props.onViewChange}
        className={className}
      />
    );
  }
  if (form.signInAgain) {
    // Changed, but this device is signed out: what happened, and the sign-in, nothing else.
    return (
      <div
        data-slot="change-password-form"
        data-state="signed-out"
        className={cn('flex w-full max-w-sm flex-col gap-4', className)}
      >
        <Card lang={t.locale} dir={t.dir}>
          <AuthCardHeader
            title={t.changePasswordTitle}
            level={form.headingLevel}
            classNames={form.classNames}
          />
          <CardContent>
            <p role="status" className="text-sm">
              {form.status}
            </p>
          </CardContent>
        </Card>
        <LoginForm {...form.signInProps} className="max-w-none" />
      </div>
    );
  }
  return (
    <>
      <AuthFormCard
        controller={form}
        formId={id}
        slot="change-password-form"
        title={t.changePasswordTitle}
        description={t.changePasswordOtherDevices}
        className={className}
      >
        <HiddenUsername email={form.email} />
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
          {...newPasswordProps}
        />
        <AuthPasswordStrength controller={form} name="newPassword" />
        <AuthSubmit controller={form}>{t.changePasswordSubmit}</AuthSubmit>
      </AuthFormCard>
      <SessionEndedDialog state={form.sessionEnded} t={t} />
    </>
  );
}
