import type { ReactNode } from 'react';
import type { $ZodType } from 'zod/v4/core';

/** An option of a `select` sign-up field: the value sent, and its words. */
export interface SignupFieldOption {
  readonly value: string;
  readonly label: string;
}

/** What every kind of sign-up field has: its name, words, `autocomplete` and whether it must be filled. */
interface CustomFieldBase<TName extends string> {
  /** The body field it fills (not one of the named fields: name, email, password, ...). */
  readonly name: TName;
  /** The visible label. */
  readonly label: string;
  /** The input's `autocomplete` token (`country`, `bday`, `organization`, ...). */
  readonly autoComplete?: string;
  /** Help under the input, linked to it. */
  readonly description?: string;
  /** Empty (or unticked) is refused, with the locale's "This field is required." Default false. */
  readonly required?: boolean;
}

/** A field typed as text: `text` (the default), `email`, `tel` or `url`. */
export interface SignupTextField<TName extends string = string> extends CustomFieldBase<TName> {
  readonly type?: 'text' | 'email' | 'tel' | 'url';
  /**
   * Its rule: a zod 4 (or zod/mini) schema over the string typed (after `email`'s and `url`'s
   * own checks); its messages are shown as they are.
   */
  readonly schema?: $ZodType<unknown, string>;
}

/** A number (`<input type="number">`); its value travels as a number. */
export interface SignupNumberField<TName extends string = string> extends CustomFieldBase<TName> {
  readonly type: 'number';
  /** A rule over the number (when one was typed): `z.number().check(z.minimum(1, 'At least one seat.'))`. */
  readonly schema?: $ZodType<unknown, number>;
}

/** A date (`<input type="date">`); its value travels as a `YYYY-MM-DD` string. */
export interface SignupDateField<TName extends string = string> extends CustomFieldBase<TName> {
  readonly type: 'date';
  /** A rule over the `YYYY-MM-DD` string (when one was given). */
  readonly schema?: $ZodType<unknown, string>;
}

/** A choice among `options` (`<select>`); its value travels as the option's `value`. */
export interface SignupSelectField<TName extends string = string> extends CustomFieldBase<TName> {
  readonly type: 'select';
  readonly options: readonly SignupFieldOption[];
}

/** A checkbox; its value travels as a boolean (`required`: it must be ticked). */
export interface SignupCheckboxField<TName extends string = string> extends CustomFieldBase<TName> {
  readonly type: 'checkbox';
}

/**
 * An app's own sign-up field. Its value travels in the client's `extra` (merged into the
 * signup body at the top level), so the service stores it as a user field of that name, typed
 * by its kind: see {@link SignupExtra}.
 *
 * @example
 * { name: 'country', label: 'Country', type: 'select', autoComplete: 'country',
 *   options: [{ value: 'fr', label: 'France' }, { value: 'de', label: 'Germany' }] }
 */
export type SignupCustomField =
  | SignupTextField
  | SignupNumberField
  | SignupDateField
  | SignupSelectField
  | SignupCheckboxField;

/** The value a field of kind `Field` sends: checkbox → boolean, number → number, select → an option's value. */
type ValueOf<Field> = Field extends { readonly type: 'checkbox' }
  ? boolean
  : Field extends { readonly type: 'number' }
    ? number
    : Field extends { readonly options: readonly { readonly value: infer Value }[] }
      ? Value
      : string;

/**
 * What `customFields` send in `extra`, typed from their declaration (declare them `as const`,
 * or inline): a checkbox always (a boolean), any other field when filled, required ones always.
 *
 * @example
 * const fields = [{ name: 'terms', label: 'Terms', type: 'checkbox' }] as const;
 * type Extra = SignupExtra<typeof fields>; // { terms: boolean }
 */
export type SignupExtra<Fields extends readonly SignupCustomField[]> = {
  [Field in Fields[number] as Field extends
    | { readonly type: 'checkbox' }
    | { readonly required: true }
    ? Field['name']
    : never]: ValueOf<Field>;
} & {
  [Field in Fields[number] as Field extends
    | { readonly type: 'checkbox' }
    | { readonly required: true }
    ? never
    : Field['name']]?: ValueOf<Field>;
};

/**
 * A terms (or privacy) checkbox that must be ticked to sign up; the request then carries
 * `extra.consent = { version, acceptedAt }` (ISO time), a record of what was agreed to and when.
 */
export interface SignupConsent {
  /** The checkbox's label, with the app's links: `<>I agree to the <a href="/terms">Terms</a></>`. */
  label: ReactNode;
  /** The version of the terms agreed to, stored with the acceptance. */
  version: string;
}
