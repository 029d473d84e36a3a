'use client';

import { ReturnToScope, type SignupFormProps, useSignupForm } from 'latchkey/ui';
import * as React from 'react';
import { AuthChoiceField } from '@/components/latchkey/auth-choice-field';
import { AuthViewLinks } from '@/components/latchkey/auth-form-actions';
import { AuthFormCard } from '@/components/latchkey/auth-form-card';
import { AuthSpecField, AuthSubmit } from '@/components/latchkey/auth-form-parts';

/**
 * The sign-up form over latchkey's `useSignupForm`: Name, Email, Password, any
 * `optionalFields` and `customFields` (a checkbox or select as `AuthChoiceField`), a `consent`
 * checkbox, "Create account". A `returnTo` prop (checked) rides on
 * its link to sign-in.
 */
export function SignupForm({ className, ...props }: SignupFormProps) {
  return (
    <ReturnToScope returnTo={props.returnTo}>
      <SignupCard className={className} {...props} />
    </ReturnToScope>
  );
}

function SignupCard({ className, ...props }: SignupFormProps) {
  const form = useSignupForm(props);
  const { t } = form;
  const id = React.useId();
  return (
    <AuthFormCard
      controller={form}
      formId={id}
      slot="signup-form"
      title={t.signupTitle}
      className={className}
      footer={
        <AuthViewLinks
          className="w-full"
          classNames={form.classNames}
          onViewChange={props.onViewChange}
          links={[{ view: 'login', label: t.loginLink }]}
        />
      }
    >
      {/* Name, Email, Password, then the optional and custom fields the app asked for, and consent. */}
      {form.fields.map((field) =>
        field.type === 'checkbox' || field.type === 'select' ? (
          <AuthChoiceField key={field.name} controller={form} formId={id} field={field} />
        ) : (
          <AuthSpecField key={field.name} controller={form} formId={id} field={field} />
        ),
      )}
      <AuthSubmit controller={form}>{t.signupSubmit}</AuthSubmit>
    </AuthFormCard>
  );
}
