import type { AuthLocalization } from '../localization/auth-localization';
import { textOf } from '../localization/auth-localization';
import type { FieldDescriptor, Words } from './form-fields';

/**
 * One field a form shows, as data for markup of your own: its name (the value's name in the
 * form: `form.register(name)`), its label and help in the form's language, whether it is
 * required, and its input's `type` and `autocomplete` token.
 */
export interface AuthFieldSpec {
  name: string;
  label: string;
  description?: string | undefined;
  /** Empty is refused ("Enter your name."). */
  required: boolean;
  /** The input's `type`: `text`, `email`, `password`, `tel`, `url`. */
  type: string;
  /** The input's `autocomplete` token. */
  autoComplete?: string | undefined;
}

const wordsOf = (t: AuthLocalization, words: Words) =>
  typeof words === 'string' ? textOf(t, words) : words.text;

/** The specs of a field list, in its order, in `t`'s words. */
export const fieldSpecs = (
  t: AuthLocalization,
  fields: readonly FieldDescriptor[],
): AuthFieldSpec[] =>
  fields.map((field) => ({
    name: field.name,
    label: wordsOf(t, field.label),
    description: field.description && wordsOf(t, field.description),
    required: field.required !== undefined,
    type: field.input.type,
    autoComplete: field.input.autoComplete,
  }));
