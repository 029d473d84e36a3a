import type { ReactNode } from 'react';
import { NEW_PASSWORD_RULES } from '../../shared/field-rules';
import type { AuthLocalization } from '../localization/auth-localization';
import { type FieldDescriptor, wordsOf } from './form-fields';

/**
 * One field a form shows, as data for markup of your own: its name (the value's name in the
 * form: `form.register(name)`), its label and help in the form's language, whether it is
 * required, and its input's `type` and `autocomplete` token.
 */
export interface AuthFieldSpec {
  name: string;
  /** Words, or a consent's node with the app's links. */
  label: ReactNode;
  description?: string | undefined;
  /** Empty (or unticked) is refused ("Enter your name."). */
  required: boolean;
  /**
   * The input's `type`: `text`, `email`, `password`, `tel`, `url`, `number`, `date`,
   * `checkbox` (its value a boolean), or `select` (a `<select>` of `options`).
   */
  type: string;
  /** The input's `autocomplete` token. */
  autoComplete?: string | undefined;
  /** A `select`'s options, after an empty one (`t.selectPlaceholder`). */
  options?: readonly { value: string; label: string }[] | undefined;
  /** A new password's `passwordrules` attribute: the service's rules, for password generators. */
  passwordRules?: string | undefined;
}

/** The specs of a field list, in its order, in `t`'s words. */
export const fieldSpecs = (
  t: AuthLocalization,
  fields: readonly FieldDescriptor[],
): AuthFieldSpec[] =>
  fields.map(({ name, label, description, required, rule, input }) => ({
    name,
    label: wordsOf(t, label),
    description: description && wordsOf(t, description),
    required: required !== undefined || !rule.optional,
    type: input.type,
    autoComplete: input.autoComplete,
    options: input.options,
    passwordRules: input.autoComplete === 'new-password' ? NEW_PASSWORD_RULES : undefined,
  }));
