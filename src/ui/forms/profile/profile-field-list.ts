import { fieldsSchema } from '../fields-schema';
import { currentPasswordField, type FieldDescriptor } from '../form-fields';
import { type ProfileFieldName, profileFields } from '../profile-fields';

/** Every profile field, in the order `ProfileForm` shows them by default. */
export const allProfileFields = Object.keys(profileFields) as ProfileFieldName[];

/** The values of the profile form. */
export type ProfileValues = Record<ProfileFieldName | 'currentPassword', string>;

/** Current password, asked for (and required) only while Email differs from the saved address. */
export const profileCurrentPassword = {
  ...currentPasswordField,
  description: 'emailChangeNeedsPassword',
} satisfies FieldDescriptor;

/**
 * A profile form's field list from the names it shows, in their order: the profile fields up to
 * Email, Current password's place (under Email, the field that asks for it; none without Email),
 * the rest; and the rules of the shown fields only (Current password's while Email changed).
 */
export function profileFieldList(names: readonly ProfileFieldName[]) {
  // Each name once, in its first place: a repeated one would register one input twice.
  const shown = [...new Set(names)].filter((name) => Object.hasOwn(profileFields, name));
  const descriptors = shown.map((name) => profileFields[name]);
  const split = shown.indexOf('email') + 1;
  const hasEmail = split > 0;
  const without = fieldsSchema<ProfileValues>(descriptors);
  const asked = fieldsSchema<ProfileValues>([...descriptors, profileCurrentPassword]);
  return {
    names: shown,
    hasEmail,
    beforePassword: hasEmail ? descriptors.slice(0, split) : descriptors,
    afterPassword: hasEmail ? descriptors.slice(split) : [],
    /** The rules, read at each validation: Current password's only while `emailChanged()`. */
    schemaFor: (emailChanged: () => boolean) => ({
      '~standard': {
        validate: (value: unknown) =>
          (emailChanged() ? asked : without)['~standard'].validate(value),
      },
    }),
  };
}

/** The form's values from a user record: the shown fields (text, else empty) and no password. */
export const profileValuesOf = (
  names: readonly ProfileFieldName[],
  user: Partial<Record<ProfileFieldName, unknown>>,
): ProfileValues =>
  ({
    ...Object.fromEntries(
      names.map((name) => [name, typeof user[name] === 'string' ? user[name] : '']),
    ),
    currentPassword: '',
  }) as ProfileValues;
