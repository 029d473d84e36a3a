import * as z from 'zod/mini';
import { type BrokenRule, type FieldRule, fieldRules } from '../shared/field-rules';
import { ruleCheck } from '../shared/rule-check';
import { invalid } from './http-error';

// What each endpoint accepts in its JSON body. Unknown fields are refused (400), except at
// signup, where the spec stores them on the user record (under the rules of app-fields.ts).

/** Required trimmed text under `rule`. */
const text = (rule: FieldRule) => z.string().check(z.trim(), ruleCheck(rule));
/** An email being looked up (sign-in, recovery): only its length; no pattern is revealed. */
const givenEmail: FieldRule = { max: 254 };
/**
 * An email as stored: trimmed and NFC, so one address has one spelling (case is kept). Control
 * (Cc), format (Cf) and other invisible characters are refused (`fieldRules.email`): `twin@` and
 * `twin\u200b@` would be a second account that looks like the first, and C0 controls reach logs
 * and terminals raw.
 */
const email = () => z.string().check(z.trim(), z.normalize('NFC'), ruleCheck(fieldRules.email));
/** New passwords: 8 to 1024 characters (strength: common-passwords.ts). */
const newPassword = () => z.string().check(ruleCheck(fieldRules.newPassword));
/** A password being checked: any non-empty string (its rules are not revealed). */
const givenPassword = () => z.string().check(ruleCheck(fieldRules.password));
const code = () => z.string().check(z.trim(), ruleCheck(fieldRules.otp));
/** An optional text field: '' (or blank) means "no value" (signup) or "clear it" (update). */
const nullableText = (rule: FieldRule) => z.nullish(z.string().check(z.trim(), ruleCheck(rule)));

const profile = {
  username: nullableText(fieldRules.username),
  phone: nullableText(fieldRules.phone),
  address: nullableText(fieldRules.address),
  avatarUrl: nullableText(fieldRules.avatarUrl),
  isActive: z.nullish(z.boolean()),
  role: nullableText(fieldRules.role),
};
const documents = {
  settings: z.optional(z.unknown()),
  packageInfo: z.optional(z.unknown()),
  notifications: z.optional(z.unknown()),
  extraInfo: z.optional(z.unknown()),
};

export const signupBody = z.looseObject({
  name: text(fieldRules.name),
  email: email(),
  password: newPassword(),
  ...profile,
  ...documents,
});
export const signupNamedFields = new Set(Object.keys(signupBody.def.shape));
export const loginBody = z.strictObject({
  email: text(givenEmail),
  password: givenPassword(),
});
export const emailBody = z.strictObject({ email: text(givenEmail) });
export const verifyEmailBody = z.strictObject({ email: text(givenEmail), otp: code() });
export const profileBody = z.strictObject({ userId: text({ max: 256 }) });
export const updateBody = z.strictObject({
  appId: z.optional(z.string()),
  name: z.nullish(text(fieldRules.name)),
  email: z.nullish(email()),
  password: z.nullish(newPassword()),
  ...profile,
  ...documents,
});
export const changePasswordBody = z.strictObject({
  currentPassword: givenPassword(),
  newPassword: newPassword(),
});
export const resetPasswordBody = z.strictObject({
  email: text(givenEmail),
  otp: code(),
  newPassword: newPassword(),
});

/**
 * Parses `value` or throws the 400 `validation_failed` answer naming each bad field: its message
 * in `fields`, its broken rule (code and limits, from src/shared/field-rules.ts) in `rules`.
 */
export function parseBody<S extends z.ZodMiniType>(schema: S, value: unknown): z.infer<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  // Null-prototype, so an unknown `__proto__` key is named like any other.
  const fields: Record<string, string> = Object.create(null);
  const rules: Record<string, BrokenRule> = Object.create(null);
  const name = (path: string, rule: BrokenRule, message: string) => {
    if (path in fields) return;
    fields[path] = message;
    rules[path] = rule;
  };
  for (const issue of result.error.issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) name(key, { code: 'unknown_field' }, 'Unknown field');
      continue;
    }
    const path = issue.path.join('.') || 'body';
    const given = issue.path.reduce<unknown>(
      (at, key) =>
        typeof at === 'object' && at !== null
          ? (at as Record<PropertyKey, unknown>)[key]
          : undefined,
      value,
    );
    if (given === undefined) name(path, { code: 'required' }, 'Required');
    else if (issue.code === 'invalid_type') {
      name(path, { code: 'invalid_type' }, `Expected ${issue.expected}`);
    } else if (issue.code === 'custom' && issue.params) {
      name(path, issue.params as BrokenRule, issue.message);
    } else name(path, { code: 'invalid' }, issue.message);
  }
  throw invalid(fields, undefined, { rules });
}
