'use client';
import { FormShell } from '../../form-shell';
import { SessionEndedDialog } from '../../session-ended/session-ended-dialog';
import { SignInRequired } from '../../session-ended/sign-in-required';
import { FormField, FormFields } from '../form-fields';
import { type ProfileFormProps, profileFormFields, useProfileForm } from './use-profile-form';

const { beforePassword, currentPassword, afterPassword } = profileFormFields;

/**
 * Edits the signed-in user's profile: Name, Username, Email, Phone, Address, Avatar URL;
 * "Save changes" sends only what changed. A new email asks for the current password too (the
 * service wants it for a change of email). `onSuccess` gets the updated user. A visitor who is
 * not signed in is asked to sign in; a session that ends under the form is renewed in a dialog,
 * and the save sent again.
 *
 * @example
 * <ProfileForm onSuccess={(user) => toast(`Saved, ${user.name}`)} />
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
        <FormFields fields={beforePassword} />
        {form.emailChanged && <FormField field={currentPassword} />}
        <FormFields fields={afterPassword} />
      </FormShell>
      <SessionEndedDialog state={form.sessionEnded} t={t} classNames={form.classNames} />
    </>
  );
}
