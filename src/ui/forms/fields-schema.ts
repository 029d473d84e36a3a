import { brokenRule } from '../../shared/field-rules';
import { ruleMessage } from '../form-errors';
import { TEXT_MESSAGE } from '../localization/form-message';
import type { StandardSchema } from '../schema-resolver';
import type { FieldDescriptor } from './form-fields';

type Issue = {
  message: string;
  path: [string];
  values?: Record<string, number> | undefined;
  type?: string;
};

/**
 * A Standard Schema over a field list: each value trimmed (but passwords), then checked by its
 * rule; a broken rule's message is its dictionary key (an app's own rule: its words).
 */
export function fieldsSchema<TValues>(fields: readonly FieldDescriptor[]): StandardSchema<TValues> {
  const validate = async (input: unknown) => {
    const given = (input ?? {}) as Record<string, unknown>;
    const value: Record<string, unknown> = {};
    const issues: Issue[] = [];
    for (const field of fields) {
      const { name, schema, convert } = field;
      const raw = typeof given[name] === 'string' ? (given[name] as string) : '';
      // A checkbox's value is a boolean: unticked is empty (breaks `required`).
      const box = field.input.type === 'checkbox';
      const typed = box ? (given[name] === true ? 'on' : '') : field.untrimmed ? raw : raw.trim();
      const broken = brokenRule(field.rule, typed);
      const message = broken && ruleMessage(broken, name, field.required);
      if (message) {
        issues.push({ message: message.key, path: [name], values: message.values });
        continue;
      }
      value[name] = box ? typed !== '' : typed && convert ? convert(typed) : typed;
      if (!schema) continue;
      const result = await schema['~standard'].validate(convert ? value[name] : raw);
      const first = result.issues?.[0];
      if (first) issues.push({ message: first.message, path: [name], type: TEXT_MESSAGE });
      else if (!result.issues) value[name] = result.value;
    }
    return issues.length ? { issues } : { value: value as TValues };
  };
  return { '~standard': { validate } };
}

/** A form's setup from its field list: schema, empty defaults, the fields errors may name. */
export const formSetup = <TValues>(fields: readonly FieldDescriptor[]) => ({
  schema: fieldsSchema<TValues>(fields),
  defaultValues: Object.fromEntries(
    fields.map((field) => [field.name, field.input.type === 'checkbox' ? false : '']),
  ) as TValues,
  fields: fields.map((field) => field.name),
});
