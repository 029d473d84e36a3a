'use client';

import { type LoginFormProps, useLoginForm } from 'latchkey/ui';
import * as React from 'react';
import { AuthErrorSummary, useFocusOnAppear } from '@/components/latchkey/auth-form-focus';
import {
  AuthField,
  AuthFormMessages,
  AuthSubmit,
  AuthViewLinks,
} from '@/components/latchkey/auth-form-parts';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { FieldGroup } from '@/components/ui/field';
import { cn } from '@/lib/utils';

/** The sign-in form over latchkey's `useLoginForm`: Email, Password, "Sign in". */
export function LoginForm({ className, ...props }: LoginFormProps) {
  const form = useLoginForm(props);
  const { t } = form;
  const id = React.useId();
  const formRef = useFocusOnAppear(form.autoFocus);
  return (
    <Card data-slot="login-form" className={cn('w-full max-w-sm', className)}>
      <CardHeader>
        <CardTitle className="leading-snug [overflow-wrap:anywhere]">
          <h2>{t.loginTitle}</h2>
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
          </FieldGroup>
        </form>
      </CardContent>
      <CardFooter>
        <AuthViewLinks
          className="w-full"
          onViewChange={props.onViewChange}
          links={[
            { view: 'forgot-password', label: t.forgotPasswordLink },
            { view: 'signup', label: t.signupLink },
          ]}
        />
      </CardFooter>
    </Card>
  );
}
