'use client';

import { type SignupFormProps, useSignupForm } from 'latchkey/ui';
import * as React from 'react';
import { AuthErrorSummary, useFocusOnAppear } from '@/components/latchkey/auth-form-focus';
import {
  AuthField,
  AuthFormMessages,
  AuthPasswordStrength,
  AuthSubmit,
  AuthViewLinks,
} from '@/components/latchkey/auth-form-parts';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { FieldGroup } from '@/components/ui/field';
import { cn } from '@/lib/utils';

/** The sign-up form over latchkey's `useSignupForm`: Name, Email, Password, "Create account". */
export function SignupForm({ className, ...props }: SignupFormProps) {
  const form = useSignupForm(props);
  const { t } = form;
  const id = React.useId();
  const formRef = useFocusOnAppear(form.autoFocus);
  return (
    <Card data-slot="signup-form" className={cn('w-full max-w-sm', className)}>
      <CardHeader>
        <CardTitle className="leading-snug [overflow-wrap:anywhere]">
          <h2>{t.signupTitle}</h2>
        </CardTitle>
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
            <AuthField
              controller={form}
              formId={id}
              name="name"
              label={t.nameLabel}
              type="text"
              autoComplete="name"
            />
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
              autoComplete="new-password"
              description={t.passwordDescription}
            />
            <AuthPasswordStrength controller={form} name="password" />
            <AuthSubmit controller={form}>{t.signupSubmit}</AuthSubmit>
          </FieldGroup>
        </form>
      </CardContent>
      <CardFooter>
        <AuthViewLinks
          className="w-full"
          onViewChange={props.onViewChange}
          links={[{ view: 'login', label: t.loginLink }]}
        />
      </CardFooter>
    </Card>
  );
}
