import * as z from 'zod/mini';
import { type BrokenRule, brokenRule, type FieldRule } from './field-rules';

/** A broken rule in the service's (English) words: the `fields` message beside its code. */
export function ruleMessage({ code, min, max }: BrokenRule): string {
  if (code === 'required') return 'Required';
  if (code === 'too_short') return `At least ${min} characters`;
  if (code === 'too_long') return `At most ${max} characters`;
  if (code === 'invalid_email') return 'Not an email address';
  if (code === 'invisible_characters') return 'No control or invisible characters';
  return 'Invalid';
}

/**
 * A zod check of a {@link FieldRule} (run after any trim): the issue carries the broken rule as
 * its `params`, for the service's `validation_failed` `rules`, and its words as its message.
 */
export const ruleCheck = (rule: FieldRule) =>
  z.superRefine<string>((value, context) => {
    const broken = brokenRule(rule, value);
    if (broken) {
      context.addIssue({
        code: 'custom',
        message: ruleMessage(broken),
        params: broken,
        input: value,
      });
    }
  });
