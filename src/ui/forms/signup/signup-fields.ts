import type { HTMLInputTypeAttribute } from 'react';
import type { $ZodType } from 'zod/v4/core';
import type { ProfileFieldName } from '../profile-fields';

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
