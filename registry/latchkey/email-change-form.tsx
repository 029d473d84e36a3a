'use client';

import { type EmailChangeFormProps, useEmailChangeForm } from 'latchkey/ui';
import * as React from 'react';
import { AuthErrorSummary, useFocusOnAppear } from '@/components/latchkey/auth-form-focus';
import {
  AuthField,
  AuthFormMessages,
  AuthSubmit,
  HiddenUsername,
} from '@/components/latchkey/auth-form-parts';
import { SessionEndedDialog } from '@/components/latchkey/session-ended-dialog';
import { FieldGroup, FieldLegend, FieldSet } from '@/components/ui/field';
import { cn } from '@/lib/utils';

/**
 * The change-of-address form over latchkey's `useEmailChangeForm`: New email and Current
 * password, and Cancel with `onCancel`; a session that ended meanwhile opens the session-ended
 * dialog.
 */
export function EmailChangeForm({ className, ...props }: EmailChangeFormProps) {
  const form = useEmailChangeForm(props);
  const { t } = form;
  const id = React.useId();
  // EmailSettings opens it with `autoFocus`: New email takes focus.
  const formRef = useFocusOnAppear(form.autoFocus);
  return (
    <form
      ref={formRef}
      method="post"
      noValidate
      // Named by its legend, "Change email", as the other forms by their headings.
      aria-labelledby={`${id}-title`}
      data-slot="email-change-form"
      aria-busy={form.isPending || undefined}
      lang={t.locale}
      dir={t.dir}
      className={cn(form.classNames.root, className)}
      onSubmit={form.onSubmit}
    >
      <FieldSet>
        <FieldLegend id={`${id}-title`}>{t.changeEmail}</FieldLegend>
        <FieldGroup>
          <AuthErrorSummary controller={form} formId={id} />
          <AuthFormMessages controller={form} />
          {/* For password managers: the account whose address changes. */}
          <HiddenUsername email={form.email} />
          <AuthField
            controller={form}
            formId={id}
            name="email"
            label={t.newEmailLabel}
            type="email"
            autoComplete="email"
          />
          <AuthField
            controller={form}
            formId={id}
            name="currentPassword"
            label={t.currentPasswordLabel}
            description={t.emailChangeNeedsPassword}
            type="password"
            autoComplete="current-password"
          />
          {/* With `onCancel` (EmailSettings opens it so), Cancel comes after it. */}
          <AuthSubmit controller={form} className="w-auto self-start">
            {t.changeEmailSubmit}
          </AuthSubmit>
        </FieldGroup>
      </FieldSet>
      <SessionEndedDialog state={form.sessionEnded} t={t} />
    </form>
  );
}
