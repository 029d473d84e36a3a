import * as z from 'zod/mini';
import { invalid } from './http-error';

// What each endpoint accepts in its JSON body. Unknown fields are refused (400), except at
// signup, where the spec stores them on the user record (under the rules of app-fields.ts).

const text = (max: number) =>
  z
    .string()
    .check(z.trim(), z.minLength(1, 'Required'), z.maxLength(max, `At most ${max} characters`));
/**
 * An email as stored: trimmed and NFC, so one address has one spelling (case is kept). Control
 * (Cc) and format (Cf) characters are refused: zero-width and bidi characters make a second
 * account that looks like the first (`twin@` and `twin\u200b@`), and C0 controls reach logs and
 * terminals raw.
 */
const email = () =>
  z.string().check(
    z.trim(),
    z.normalize('NFC'),
    z.minLength(1, 'Required'),
    // Controls, format characters and every default-ignorable one (zero-width, variation
    // selectors, Hangul fillers) and the blank braille cell: each renders as nothing, so
    // `twin@` and `twin<invisible>@` would look alike.
    z.regex(
      /^[^\p{Cc}\p{Cf}\p{Default_Ignorable_Code_Point}\u2800]*$/u,
      'No control or invisible characters',
    ),
    z.maxLength(254, 'At most 254 characters'),
    z.regex(/^[^\s@]+@[^\s@]+$/, 'Not an email address'),
  );
/** New passwords: 8 to 1024 characters (the spec leaves strength open). */
const newPassword = () =>
  z
    .string()
    .check(
      z.minLength(1, 'Required'),
      z.minLength(8, 'At least 8 characters'),
      z.maxLength(1024, 'At most 1024 characters'),
    );
/** A password being checked: any non-empty string (its rules are not revealed). */
const givenPassword = () =>
  z.string().check(z.minLength(1, 'Required'), z.maxLength(1024, 'At most 1024 characters'));
const code = () =>
  z.string().check(z.trim(), z.minLength(1, 'Required'), z.maxLength(32, 'Too long'));
/** An optional text field: '' (or blank) means "no value" (signup) or "clear it" (update). */
const nullableText = (max: number) =>
  z.nullish(z.string().check(z.trim(), z.maxLength(max, `At most ${max} characters`)));

const profile = {
  username: nullableText(64),
  phone: nullableText(64),
  address: nullableText(500),
  avatarUrl: nullableText(2048),
  isActive: z.nullish(z.boolean()),
  role: nullableText(64),
};
const documents = {
  settings: z.optional(z.unknown()),
  packageInfo: z.optional(z.unknown()),
  notifications: z.optional(z.unknown()),
  extraInfo: z.optional(z.unknown()),
};

export const signupBody = z.looseObject({
  name: text(200),
  email: email(),
  password: newPassword(),
  ...profile,
  ...documents,
});
export const signupNamedFields = new Set(Object.keys(signupBody.def.shape));
export const loginBody = z.strictObject({ email: text(254), password: givenPassword() });
export const emailBody = z.strictObject({ email: text(254) });
export const verifyEmailBody = z.strictObject({ email: text(254), otp: code() });
export const profileBody = z.strictObject({ userId: text(256) });
export const updateBody = z.strictObject({
  appId: z.optional(z.string()),
  name: z.nullish(text(200)),
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
  email: text(254),
  otp: code(),
  newPassword: newPassword(),
});

/** Parses `value` or throws the 400 `validation_failed` answer naming each bad field. */
export function parseBody<S extends z.ZodMiniType>(schema: S, value: unknown): z.infer<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  // Null-prototype, so an unknown `__proto__` key is named like any other.
  const fields: Record<string, string> = Object.create(null);
  for (const issue of result.error.issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) fields[key] = 'Unknown field';
    } else {
      const path = issue.path.join('.') || 'body';
      const given = issue.path.reduce<unknown>(
        (at, key) =>
          typeof at === 'object' && at !== null
            ? (at as Record<PropertyKey, unknown>)[key]
            : undefined,
        value,
      );
      fields[path] ??=
        given === undefined
          ? 'Required'
          : issue.code === 'invalid_type'
            ? `Expected ${issue.expected}`
            : issue.message;
    }
  }
  throw invalid(fields);
}
