'use client';
import { Fragment } from 'react';
import type { AvatarUser } from '../../account/avatar-parts';
import { UserAvatar } from '../../account/user-avatar';
import { FormShell } from '../../form-shell';
import { SessionEndedDialog } from '../../session-ended/session-ended-dialog';
import { SignInRequired } from '../../session-ended/sign-in-required';
import { type FieldDescriptor, FormField } from '../form-fields';
import { type ProfileFormProps, useProfileForm } from './use-profile-form';

/** The fields in order; above Avatar URL, the avatar as typed (a picture only: the field names it). */
const Fields = ({
  fields,
  preview,
}: {
  fields: readonly FieldDescriptor[];
  preview: AvatarUser | null;
}) =>
  fields.map((field) => (
    <Fragment key={field.name}>
      {field.name === 'avatarUrl' && preview && (
        <UserAvatar user={preview} size="lg" decorative className="lk-avatar-preview" />
      )}
      <FormField field={field} />
    </Fragment>
  ));

/**
 * Edits the signed-in user's profile: Name, Username, Email, Phone, Address, Avatar URL (or the
 * `fields` given, in their order), with a preview of the avatar as its URL is typed; "Save
 * changes" sends only what changed. A new email asks for the current password too (the
 * service wants it for a change of email). `onSuccess` gets the updated user. A visitor who is
 * not signed in is asked to sign in; a session that ends under the form is renewed in a dialog,
 * and the save sent again.
 *
 * @example
 * <ProfileForm onSuccess={(user) => toast(`Saved, ${user.name}`)} />
 * <ProfileForm fields={['name', 'avatarUrl']} />
 */
export function ProfileForm(props: ProfileFormProps) {
  const form = useProfileForm(props);
  const { t } = form;
  if (form.signedOut) {
    return <SignInRequired {...form} title={t.profileTitle} onViewChange={props.onViewChange} />;
  }
  return (
    <>
      <FormShell
        controller={form}
        title={t.profileTitle}
        description={form.isLoading ? t.profileLoading : undefined}
        submit={t.profileSubmit}
      >
        <Fields fields={form.beforePassword} preview={form.avatarPreview} />
        {form.emailChanged && <FormField field={form.currentPassword} />}
        <Fields fields={form.afterPassword} preview={form.avatarPreview} />
      </FormShell>
      <SessionEndedDialog state={form.sessionEnded} t={t} classNames={form.classNames} />
    </>
  );
}
