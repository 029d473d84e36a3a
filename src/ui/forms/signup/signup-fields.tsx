import { EMAIL, type FieldRule } from '../../../shared/field-rules';
import { CheckboxField, SelectField } from '../../field/choice-fields';
import type { StandardSchema } from '../../schema-resolver';
import { type FieldDescriptor, newPasswordField, textView } from '../form-fields';
import { type ProfileFieldName, profileFields } from '../profile-fields';
import type { SignupConsent, SignupCustomField } from './custom-field-types';

/** The service's optional profile fields that sign-up can ask for (opt-in, in this order). */
export type SignupOptionalField = Exclude<ProfileFieldName, 'name' | 'email'>;

/** Sign-up's Password: a new password, under the body's name for it. */
const signupPassword: FieldDescriptor = {
  ...newPasswordField,
  name: 'password',
  label: 'passwordLabel',
};

/** Each kind's own check of what was typed, by the code of the rule it breaks. */
const patterns: Record<string, FieldRule['patterns']> = {
  email: [[EMAIL, 'invalid_email']],
  url: [[/^https?:\/\/\S+$/i, 'invalid_url']],
  date: [[/^\d{4}-\d{2}-\d{2}$/, 'invalid_date']],
  number: [[/^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i, 'invalid_number']],
};

/** A rule that lets an empty value through (an optional number or date has nothing to check). */
const whenGiven = (schema: StandardSchema<unknown>): StandardSchema<unknown> => ({
  '~standard': {
    validate: (value) => (value === '' ? { value } : schema['~standard'].validate(value)),
  },
});

/** An app's own field as a descriptor: its words as given, its kind's view and checks. */
const customField = (field: SignupCustomField): FieldDescriptor => {
  const type = field.type ?? 'text';
  const view: FieldDescriptor['view'] =
    field.type === 'checkbox'
      ? CheckboxField
      : field.type === 'select'
        ? (props) => <SelectField {...props} options={field.options} />
        : textView(type, field.autoComplete);
  const schema = 'schema' in field ? field.schema : undefined;
  return {
    name: field.name,
    label: { text: field.label },
    description: field.description === undefined ? undefined : { text: field.description },
    rule: { optional: !field.required, patterns: patterns[type] },
    // A text rule sees the empty value too (it may require one); a number's or date's does not.
    schema: schema && (type === 'number' || type === 'date' ? whenGiven(schema) : schema),
    convert: type === 'number' ? Number : undefined,
    input: {
      type,
      autoComplete: field.autoComplete,
      options: field.type === 'select' ? field.options : undefined,
    },
    view: (props) => view({ ...props, autoComplete: field.autoComplete }),
  };
};

/** The consent checkbox: its label the app's (with links); unticked, sign-up is refused. */
const consentField = (consent: SignupConsent): FieldDescriptor => ({
  name: 'consent',
  label: { text: consent.label },
  rule: {},
  required: 'errorConsentRequired',
  input: { type: 'checkbox' },
  view: CheckboxField,
});

/**
 * Sign-up's field list: Name, Email, Password, the opt-in profile fields, the app's own, and
 * the consent checkbox last (just above Create account).
 */
export const signupFields = (
  optional: readonly SignupOptionalField[] = [],
  custom: readonly SignupCustomField[] = [],
  consent?: SignupConsent,
): FieldDescriptor[] => [
  profileFields.name,
  profileFields.email,
  signupPassword,
  ...optional.map((name) => profileFields[name]),
  ...custom.map(customField),
  ...(consent ? [consentField(consent)] : []),
];
