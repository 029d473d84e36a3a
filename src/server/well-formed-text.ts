import { invalid } from './http-error';

// With the u flag a surrogate pair is one code point, so only a lone half matches.
const LONE_SURROGATE = /[\uD800-\uDFFF]/u;

/**
 * Whether `value` is well-formed UTF-16 with no U+0000: PostgreSQL stores neither a lone
 * surrogate nor U+0000 in text or jsonb, and neither is text a person typed.
 */
export const isWellFormedText = (value: string) =>
  !value.includes('\u0000') && !LONE_SURROGATE.test(value);

const refusal = 'Not well-formed text (a lone surrogate or U+0000)';

/**
 * Throws 400 `validation_failed` when any string in a parsed JSON value (keys included) is not
 * well-formed: refused at the door, so every store answers alike instead of PostgreSQL failing
 * with a 500. The field named is the top-level key it was found under.
 */
export function requireWellFormedJson(value: unknown, field = 'body'): void {
  if (typeof value === 'string') {
    if (!isWellFormedText(value)) throw invalid({ [field]: refusal });
  } else if (Array.isArray(value)) {
    for (const item of value) requireWellFormedJson(item, field);
  } else if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) {
      if (!isWellFormedText(key)) throw invalid({ [field]: refusal });
      requireWellFormedJson(item, field === 'body' ? key : field);
    }
  }
}

/** Throws 400 `validation_failed` naming each path or query parameter that is not well-formed. */
export function requireWellFormedParams(
  params: Record<string, string>,
  query: URLSearchParams,
): void {
  const fields: Record<string, string> = {};
  for (const [name, value] of Object.entries(params))
    if (!isWellFormedText(value)) fields[name] = refusal;
  for (const [name, value] of query)
    if (!isWellFormedText(name) || !isWellFormedText(value))
      fields[isWellFormedText(name) ? name : 'query'] = refusal;
  if (Object.keys(fields).length > 0) throw invalid(fields);
}
