'use client';

import { type ForgotPasswordFormProps, useForgotPasswordForm } from 'latchkey/ui';
import * as React from 'react';
import { AuthErrorSummary, useFocusOnAppear } from '@/components/latchkey/auth-form-focus';
import {
  AuthField,
  AuthFormMessages,
  AuthSubmit,
  AuthViewLinks,
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

/** The forgot-password form over latchkey's `useForgotPasswordForm`: Email, "Send code". */
export function ForgotPasswordForm({ className, ...props }: ForgotPasswordFormProps) {
  const form = useForgotPasswordForm(props);
  const { t } = form;
  const id = React.useId();
  const formRef = useFocusOnAppear(form.autoFocus);
  return (
    <Card data-slot="forgot-password-form" className={cn('w-full max-w-sm', className)}>
      <CardHeader>
        <CardTitle className="leading-snug [overflow-wrap:anywhere]">
          <h2>{t.forgotPasswordTitle}</h2>
        </CardTitle>
        <CardDescription>{t.forgotPasswordDescription}</CardDescription>
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
            <AuthSubmit controller={form}>{t.forgotPasswordSubmit}</AuthSubmit>
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
