'use client';
import { useMemo } from 'react';
import * as z from 'zod/mini';
import type { AuthUser } from '../../../client/types';
import { useSession } from '../../../react/hooks/use-session';
import { useUpdateUser } from '../../../react/hooks/use-update-user';
import { useUserProfile } from '../../../react/hooks/use-user-profile';
import type { AuthFormProps } from '../../form-props';
import { emailAddress, optionalText, optionalUrl, requiredText } from '../../form-schemas';
import { type AuthFormController, useAuthForm } from '../../use-auth-form';
import { signedOutError } from '../change-password/use-change-password-form';

const schema = z.object({
  name: requiredText(),
  username: optionalText(),
  email: emailAddress(),
  phone: optionalText(),
  address: optionalText(),
  avatarUrl: optionalUrl(),
});

/** The values of the profile form. */
export type ProfileValues = z.infer<typeof schema>;

/** Props of {@link ProfileForm} and {@link useProfileForm}. */
export type ProfileFormProps = AuthFormProps<AuthUser, ProfileValues>;

const fieldNames = ['name', 'username', 'email', 'phone', 'address', 'avatarUrl'] as const;

const valuesOf = (user: AuthUser): ProfileValues =>
  Object.fromEntries(
    fieldNames.map((name) => [name, typeof user[name] === 'string' ? user[name] : '']),
  ) as ProfileValues;

/**
 * The profile form's logic: loads the signed-in user's profile (`getUserProfile`), then sends
 * only the fields that changed (`updateUser`); an emptied optional field is cleared.
 */
export function useProfileForm(
  props: ProfileFormProps = {},
): AuthFormController<ProfileValues, AuthUser> & { isLoading: boolean } {
  const { user } = useSession();
  const profile = useUserProfile({ userId: user?.id ?? '' }, { enabled: Boolean(user) });
  const update = useUpdateUser();
  const isLoading = Boolean(user) && profile.isPending;
  const loaded = useMemo(() => (profile.data ? valuesOf(profile.data) : undefined), [profile.data]);
  const form = useAuthForm(props, {
    schema,
    defaultValues: { name: '', username: '', email: '', phone: '', address: '', avatarUrl: '' },
    values: loaded,
    fields: fieldNames,
    isPending: update.isPending || isLoading,
    successMessage: 'profileSaved',
    submit: async (values) => {
      if (!user) throw signedOutError('updateUser');
      const before = loaded ?? valuesOf(user);
      const changed = fieldNames.filter((name) => values[name] !== before[name]);
      if (!changed.length) return profile.data ?? user;
      const patch = Object.fromEntries(changed.map((name) => [name, values[name]]));
      const answer = await update.mutateAsync({ userId: user.id, ...patch });
      return (answer as { user?: AuthUser }).user ?? { ...user, ...patch };
    },
  });
  return { ...form, isLoading };
}
