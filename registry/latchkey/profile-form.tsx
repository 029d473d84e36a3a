'use client';

import { type ProfileFormProps, useProfileForm } from 'latchkey/ui';
import * as React from 'react';
import { AuthFormCard } from '@/components/latchkey/auth-form-card';
import { AuthSpecField, AuthSubmit } from '@/components/latchkey/auth-form-parts';
import { SessionEndedDialog, SignInRequired } from '@/components/latchkey/session-ended-dialog';
import { UserAvatar } from '@/components/latchkey/user-avatar';

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
        level={form.headingLevel}
        onViewChange={props.onViewChange}
        className={className}
      />
    );
  }
  return (
    <>
      <AuthFormCard
        controller={form}
        formId={id}
        slot="profile-form"
        title={t.profileTitle}
        description={form.isLoading && t.profileLoading}
        className={className}
      >
        {/* Current password comes under Email while Email differs from the saved address. */}
        {form.fields.map((field) => (
          <React.Fragment key={field.name}>
            {field.name === 'avatarUrl' && form.avatarPreview && (
              <UserAvatar user={form.avatarPreview} decorative className="size-16" />
            )}
            <AuthSpecField controller={form} formId={id} field={field} />
          </React.Fragment>
        ))}
        <AuthSubmit controller={form}>{t.profileSubmit}</AuthSubmit>
      </AuthFormCard>
      <SessionEndedDialog state={form.sessionEnded} t={t} />
    </>
  );
}
