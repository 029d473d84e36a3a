'use client';
import { PasswordField } from '../../field/password-field';
import { TextField } from '../../field/text-field';
import { FormShell } from '../../form-shell';
import { type ProfileFormProps, useProfileForm } from './use-profile-form';

/**
 * Edits the signed-in user's profile: Name, Username, Email, Phone, Address, Avatar URL;
 * "Save changes" sends only what changed. A new email asks for the current password too (the
 * service wants it for a change of email). `onSuccess` gets the updated user.
 *
 * @example
 * <ProfileForm onSuccess={(user) => toast(`Saved, ${user.name}`)} />
 */
export function ProfileForm(props: ProfileFormProps) {
  const form = useProfileForm(props);
  const { t } = form;
  return (
    <FormShell
      controller={form}
      title={t.profileTitle}
      description={form.isLoading ? t.profileLoading : undefined}
      submit={t.profileSubmit}
    >
      <TextField name="name" label={t.nameLabel} autoComplete="name" />
      <TextField name="username" label={t.usernameLabel} autoComplete="username" />
      <TextField name="email" label={t.emailLabel} type="email" autoComplete="email" />
      {form.emailChanged && (
        <PasswordField
          name="currentPassword"
          label={t.currentPasswordLabel}
          autoComplete="current-password"
          description={t.emailChangeNeedsPassword}
        />
      )}
      <TextField name="phone" label={t.phoneLabel} type="tel" autoComplete="tel" />
      <TextField name="address" label={t.addressLabel} autoComplete="street-address" />
      <TextField name="avatarUrl" label={t.avatarUrlLabel} type="url" autoComplete="url" />
    </FormShell>
  );
}
