'use client';

import {
  type LocalizationKey,
  type ProfileController,
  type ProfileFormProps,
  type ProfileValues,
  textOf,
  useProfileForm,
} from 'latchkey/ui';
import * as React from 'react';
import type { Path } from 'react-hook-form';
import { AuthErrorSummary } from '@/components/latchkey/auth-form-focus';
import { AuthField, AuthFormMessages, AuthSubmit } from '@/components/latchkey/auth-form-parts';
import { SessionEndedDialog, SignInRequired } from '@/components/latchkey/session-ended-dialog';
import { UserAvatar } from '@/components/latchkey/user-avatar';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FieldGroup } from '@/components/ui/field';
import { cn } from '@/lib/utils';

type Descriptor = ProfileController['beforePassword'][number];

/** Each profile field's input type and `autocomplete` token. */
const inputs: Record<string, [type: string, autoComplete: string]> = {
  name: ['text', 'name'],
  username: ['text', 'username'],
  email: ['email', 'email'],
  phone: ['tel', 'tel'],
  address: ['text', 'street-address'],
  avatarUrl: ['url', 'url'],
  currentPassword: ['password', 'current-password'],
};

function ProfileField({
  form,
  formId,
  field,
}: {
  form: ProfileController;
  formId: string;
  field: Descriptor;
}) {
  const { t } = form;
  const words = (text: LocalizationKey | { text: string }) =>
    typeof text === 'string' ? textOf(t, text) : text.text;
  const [type, autoComplete] = inputs[field.name] ?? ['text', 'off'];
  return (
    <>
      {field.name === 'avatarUrl' && form.avatarPreview && (
        <UserAvatar user={form.avatarPreview} decorative className="size-16" />
      )}
      <AuthField
        controller={form}
        formId={formId}
        // A descriptor's name is one of the profile's values.
        name={field.name as Path<ProfileValues>}
        label={words(field.label)}
        description={field.description && words(field.description)}
        type={type}
        autoComplete={autoComplete}
      />
    </>
  );
}

/**
 * The profile form over latchkey's `useProfileForm`: the profile fields (Current password too
 * once Email changes), "Save"; only changed fields are sent. A session that ended meanwhile
 * opens the session-ended dialog, then the save is sent again.
 */
export function ProfileForm({ className, ...props }: ProfileFormProps) {
  const form = useProfileForm(props);
  const { t } = form;
  const id = React.useId();
  if (form.signedOut) {
    return (
      <SignInRequired
        title={t.profileTitle}
        t={t}
        onViewChange={props.onViewChange}
        className={className}
      />
    );
  }
  const fields = (list: readonly Descriptor[]) =>
    list.map((field) => <ProfileField key={field.name} form={form} formId={id} field={field} />);
  return (
    <Card data-slot="profile-form" className={cn('w-full max-w-sm', className)}>
      <CardHeader>
        <CardTitle className="leading-snug [overflow-wrap:anywhere]">
          <h2>{t.profileTitle}</h2>
        </CardTitle>
        {form.isLoading && <CardDescription>{t.profileLoading}</CardDescription>}
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
            {fields(form.beforePassword)}
            {form.emailChanged && fields([form.currentPassword])}
            {fields(form.afterPassword)}
            <AuthSubmit controller={form}>{t.profileSubmit}</AuthSubmit>
          </FieldGroup>
        </form>
      </CardContent>
      <SessionEndedDialog state={form.sessionEnded} t={t} />
    </Card>
  );
}
