import type { HTMLInputTypeAttribute } from 'react';
import type { $ZodType } from 'zod/v4/core';
import { type FieldDescriptor, newPasswordField, textView } from '../form-fields';
import { type ProfileFieldName, profileFields } from '../profile-fields';

/** The service's optional profile fields that sign-up can ask for (opt-in, in this order). */
export type SignupOptionalField = Exclude<ProfileFieldName, 'name' | 'email'>;

/**
 * An app's own sign-up field. Its value travels in the client's `extra` (merged into the
 * signup body at the top level), so the service stores it as a user field of that name.
 *
 * @example
 * { name: 'company', label: 'Company', schema: z.string().check(z.minLength(1, 'Required')) }
 */
export interface SignupCustomField {
  /** The body field it fills (not one of the named fields: name, email, password, ...). */
  name: string;
  /** The visible label. */
  label: string;
  /** Its rule: a zod 4 (or zod/mini) schema over the string typed; its messages are shown as they are. Default: optional text. */
  schema?: $ZodType<unknown, string>;
  /** The input's `type`. Default `text`. */
  type?: HTMLInputTypeAttribute;
  /** The input's `autocomplete` token. */
  autoComplete?: string;
  /** Help under the input. */
  description?: string;
}

/** Sign-up's Password: a new password, under the body's name for it. */
const signupPassword: FieldDescriptor = {
  ...newPasswordField,
  name: 'password',
  label: 'passwordLabel',
};

/** An app's own field as a descriptor: its words as given, its rule its own (default optional). */
const customField = (field: SignupCustomField): FieldDescriptor => ({
  name: field.name,
  label: { text: field.label },
  description: field.description === undefined ? undefined : { text: field.description },
  rule: { optional: true },
  schema: field.schema,
  input: { type: field.type ?? 'text', autoComplete: field.autoComplete },
  view: textView(field.type ?? 'text', field.autoComplete),
});

/** Sign-up's field list: Name, Email, Password, the opt-in profile fields, the app's own. */
export const signupFields = (
  optional: readonly SignupOptionalField[] = [],
  custom: readonly SignupCustomField[] = [],
): FieldDescriptor[] => [
  profileFields.name,
  profileFields.email,
  signupPassword,
  ...optional.map((name) => profileFields[name]),
  ...custom.map(customField),
];
