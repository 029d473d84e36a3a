'use client';
import type { ReactElement, ReactNode } from 'react';
import { useFormContext } from 'react-hook-form';
import {
  emailRule,
  type FieldRule,
  newPasswordRule,
  OTP_MAX,
  passwordRule,
} from '../../shared/field-rules';
import { useAuthFormContext } from '../field/form-context';
import { OtpField } from '../field/otp-field';
import { PasswordField } from '../field/password-field';
import { TextField } from '../field/text-field';
import {
  type AuthLocalization,
  type LocalizationKey,
  textOf,
} from '../localization/auth-localization';
import type { StandardSchema } from '../schema-resolver';

/** What a field's view gets: its name and words, and what a form may set on it. */
export interface FieldViewProps {
  name: string;
  label: ReactNode;
  description?: string | undefined;
  /** The value in the server's HTML (a server-rendered profile shows its fields filled in). */
  defaultValue?: string | undefined;
  readOnly?: boolean | undefined;
  autoComplete?: string | undefined;
  /** A code field: submit once all digits are in. */
  autoSubmit?: boolean | undefined;
}

/**
 * One field, described once for every form that shows it: its name, label, rule and view. A
 * form's field list gives its schema, defaults, error-placement list and view ({@link formSetup},
 * {@link FormFields}).
 */
export interface FieldDescriptor {
  /** The value's name in the form and in the request body. */
  name: string;
  /** The label: a dictionary key, or an app's own words (`{ text }`: a consent's, with links). */
  label: Words<ReactNode>;
  /** Help under the input. */
  description?: Words | undefined;
  /** The service's rule (field-rules.ts), plus any the form checks alone (a code's 6 digits). */
  rule: FieldRule;
  /** The message when empty, naming the field ("Enter your email address."). */
  required?: LocalizationKey;
  /** Kept as typed (passwords); other values are trimmed, as the service trims them. */
  untrimmed?: boolean;
  /**
   * An app's own rule (signup's `customFields`), over the value once the field's own rule
   * passed (as `convert` made it): its messages are shown as they are.
   */
  schema?: StandardSchema<unknown> | undefined;
  /** The value sent, from the text checked (a number field's number). */
  convert?: ((value: string) => unknown) | undefined;
  /** The input's type and `autocomplete` token, as data (markup of your own reads them here). */
  input: FieldInput;
  /** The input. */
  view: (props: FieldViewProps) => ReactElement;
  /** What this form sets on the view (`autoSubmit: false`, another `autoComplete`). */
  props?: Partial<FieldViewProps>;
}

/** What kind of input a field is: its `type` and `autocomplete` token. */
export interface FieldInput {
  type: string;
  autoComplete?: string | undefined;
  /** A `select`'s options: the value sent, and its words. */
  options?: readonly { value: string; label: string }[] | undefined;
}

/** Words of a field: a dictionary key, or text already in words (an app's own field). */
export type Words<Text = string> = LocalizationKey | { text: Text };

/**
 * A descriptor made at import time, marked pure: a bundler then drops one no form of the page
 * uses, with its view's imports (a spread or a property read would otherwise keep it).
 */
const described = (field: FieldDescriptor) => field;

/** A {@link TextField} view of `type`, with an `autocomplete` token. */
export const textView =
  (type: string, autoComplete?: string) =>
  ({ autoSubmit, ...props }: FieldViewProps) => (
    <TextField type={type} autoComplete={autoComplete} {...props} />
  );

const passwordView =
  (autoComplete: 'current-password' | 'new-password') => (props: FieldViewProps) => (
    <PasswordField
      name={props.name}
      label={props.label}
      description={props.description}
      autoComplete={autoComplete}
    />
  );

/** Email: sign-in, forgot, reset and verify (when no address is known), the session dialog. */
export const emailField = /* @__PURE__ */ described({
  name: 'email',
  label: 'emailLabel',
  rule: emailRule,
  required: 'errorEmailRequired',
  input: { type: 'email', autoComplete: 'email' },
  view: /* @__PURE__ */ textView('email', 'email'),
});

/** Password being checked (sign-in, the session dialog). */
export const passwordField = /* @__PURE__ */ described({
  name: 'password',
  label: 'passwordLabel',
  rule: passwordRule,
  required: 'errorPasswordRequired',
  untrimmed: true,
  input: { type: 'password', autoComplete: 'current-password' },
  view: /* @__PURE__ */ passwordView('current-password'),
});

/** Current password (change password; Profile asks for it on a change of email). */
export const currentPasswordField = /* @__PURE__ */ described({
  name: 'currentPassword',
  label: 'currentPasswordLabel',
  rule: passwordRule,
  required: 'errorCurrentPasswordRequired',
  untrimmed: true,
  input: { type: 'password', autoComplete: 'current-password' },
  view: /* @__PURE__ */ passwordView('current-password'),
});

/** New password (change, reset; sign-up's Password is this one named `password`). */
export const newPasswordField = /* @__PURE__ */ described({
  name: 'newPassword',
  label: 'newPasswordLabel',
  description: 'passwordDescription',
  rule: newPasswordRule,
  required: 'errorNewPasswordRequired',
  untrimmed: true,
  input: { type: 'password', autoComplete: 'new-password' },
  view: /* @__PURE__ */ passwordView('new-password'),
});

/** The 6-digit code from the email (verify, reset). */
export const otpField = /* @__PURE__ */ described({
  name: 'otp',
  label: 'otpLabel',
  rule: { max: OTP_MAX, patterns: [[/^\d{6}$/, 'incomplete']] },
  required: 'errorOtpRequired',
  input: { type: 'text', autoComplete: 'one-time-code' },
  view: ({ name, label, description, autoSubmit }) => (
    <OtpField name={name} label={label} description={description} autoSubmit={autoSubmit} />
  ),
});

/** A field's words in `t`'s language: a key's entry, or an app's own. */
export const wordsOf = <Text,>(t: AuthLocalization, words: Words<Text>) =>
  typeof words === 'string' ? textOf(t, words) : words.text;

/** A field's labelled input from its descriptor, in the form's language. */
export function FormField({
  field,
  ...props
}: { field: FieldDescriptor } & Partial<FieldViewProps>) {
  const { t } = useAuthFormContext();
  const { getValues } = useFormContext();
  return field.view({
    name: field.name,
    label: wordsOf(t, field.label),
    description: field.description && wordsOf(t, field.description),
    defaultValue: getValues(field.name),
    ...field.props,
    ...props,
  });
}

/** The inputs of a field list, in its order. */
export const FormFields = ({ fields }: { fields: readonly FieldDescriptor[] }) =>
  fields.map((field) => <FormField key={field.name} field={field} />);
