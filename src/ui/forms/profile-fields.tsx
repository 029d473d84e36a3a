import { type FieldRule, fieldRules } from '../../shared/field-rules';
import { emailField, type FieldDescriptor, textView } from './form-fields';

/** The user's profile fields that the forms show (Signup and Profile). */
export type ProfileFieldName = 'name' | 'username' | 'email' | 'phone' | 'address' | 'avatarUrl';

const field = (
  name: ProfileFieldName,
  type: string,
  autoComplete: string,
  rule: FieldRule,
): FieldDescriptor => ({
  name,
  label: `${name}Label`,
  rule,
  input: { type, autoComplete },
  view: textView(type, autoComplete),
});

/** Each profile field, described once for every form that shows it, in Profile's order. */
export const profileFields: Record<ProfileFieldName, FieldDescriptor> = {
  name: { ...field('name', 'text', 'name', fieldRules.name), required: 'errorNameRequired' },
  username: field('username', 'text', 'username', fieldRules.username),
  email: emailField,
  phone: field('phone', 'tel', 'tel', fieldRules.phone),
  address: field('address', 'text', 'street-address', fieldRules.address),
  // The service stores any text; the form asks for a web address a browser can show.
  avatarUrl: field('avatarUrl', 'url', 'url', {
    ...fieldRules.avatarUrl,
    patterns: [[/^https?:\/\/\S+$/, 'invalid_url']],
  }),
};
