'use client';
import type { HTMLInputTypeAttribute } from 'react';
import { useFormContext } from 'react-hook-form';
import type { z } from 'zod/mini';
import { useAuthFormContext } from '../field/form-context';
import { TextField } from '../field/text-field';
import { emailAddress, optionalText, optionalUrl, requiredText } from '../form-schemas';
import { type LocalizationKey, textOf } from '../localization/auth-localization';

/** The user's profile fields that the forms show (Signup and Profile). */
export type ProfileFieldName = 'name' | 'username' | 'email' | 'phone' | 'address' | 'avatarUrl';

/** A profile field as every form shows it: its label, its input, its client rule. */
export interface ProfileFieldDescriptor {
  /** The label's dictionary key. */
  label: LocalizationKey;
  /** The input's `type`; default `text`. */
  type?: HTMLInputTypeAttribute;
  /** The input's `autocomplete` token, for browsers and password managers. */
  autoComplete: string;
  /** The client rule (messages are dictionary keys). */
  schema: () => z.ZodMiniType<string, string>;
}

/** Each profile field, described once for every form that shows it, in Profile's order. */
export const profileFields: Record<ProfileFieldName, ProfileFieldDescriptor> = {
  name: {
    label: 'nameLabel',
    autoComplete: 'name',
    schema: () => requiredText('errorNameRequired'),
  },
  username: { label: 'usernameLabel', autoComplete: 'username', schema: optionalText },
  email: { label: 'emailLabel', type: 'email', autoComplete: 'email', schema: emailAddress },
  phone: { label: 'phoneLabel', type: 'tel', autoComplete: 'tel', schema: optionalText },
  address: { label: 'addressLabel', autoComplete: 'street-address', schema: optionalText },
  avatarUrl: { label: 'avatarUrlLabel', type: 'url', autoComplete: 'url', schema: optionalUrl },
};

/** The zod shape of some profile fields: each field's rule under its name. */
export const profileShape = <Name extends ProfileFieldName>(names: readonly Name[]) =>
  Object.fromEntries(names.map((name) => [name, profileFields[name].schema()])) as Record<
    Name,
    z.ZodMiniType<string, string>
  >;

/**
 * A profile field's labelled input, from its descriptor. Its value is in the server's HTML too
 * (a server-rendered profile shows the user's fields before hydration).
 */
export function ProfileField({ name }: { name: ProfileFieldName }) {
  const { t } = useAuthFormContext();
  const { getValues } = useFormContext();
  const { label, type, autoComplete } = profileFields[name];
  return (
    <TextField
      name={name}
      label={textOf(t, label)}
      type={type}
      autoComplete={autoComplete}
      defaultValue={getValues(name)}
    />
  );
}
