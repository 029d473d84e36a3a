// The field rules of the HTTP contract, in one place: the reference service refuses what breaks
// them (400 `validation_failed`, each broken rule named in `rules` by its code and limits), and
// the drop-in forms check them before sending and put a broken rule in words from its code (the
// client sends what it is given; its exported zod schemas are types an app may validate with). Plain data and one function: no zod, no React, so the
// forms' bundle pays only for what it uses, and `src/server` may import it (it imports nothing
// of client, react or ui).

/** The code of a broken field rule, as `validation_failed`'s `rules` names it. */
export type RuleCode =
  | 'required'
  | 'too_short'
  | 'too_long'
  | 'invalid_email'
  | 'invisible_characters'
  | 'common'
  | 'invalid_type'
  | 'unknown_field'
  | 'invalid';

/** A broken rule: its code and the limit it names (`{ code: 'too_short', min: 8 }`). */
export interface BrokenRule {
  code: RuleCode | (string & {});
  min?: number;
  max?: number;
}

/** What a text field must be. Lengths count UTF-16 code units (JavaScript's `length`). */
export interface FieldRule {
  /** '' is allowed (an optional field); else '' breaks `required`. */
  optional?: boolean;
  min?: number;
  max?: number;
  /** Patterns the value must match, each with the code it breaks. */
  patterns?: readonly (readonly [RegExp, RuleCode | (string & {})])[];
}

/**
 * Control (Cc), format (Cf) and default-ignorable characters and the blank braille cell: each
 * renders as nothing, so `twin@` and `twin<zero-width>@` would be two accounts that look alike.
 */
export const VISIBLE = /^[^\p{Cc}\p{Cf}\p{Default_Ignorable_Code_Point}\u2800]*$/u;

/**
 * something@something naming one mailbox: no spaces, and none of RFC 5322's specials but `@`
 * and `.` (an SMTP mailer reads `Victim<v@x.test>`, `a,v@x.test` or `g:v@x.test;` as the
 * victim's address, a list or a group).
 */
export const EMAIL = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+$/;

const optional = (max: number): FieldRule => ({ optional: true, max });

// One constant per rule, read by name: a bundler drops those a page does not use (a property
// read of a shared object would keep every form field that reads one).

/** A person's name. */
export const nameRule: FieldRule = { max: 200 };
/** An email address: visible characters only, something@something. */
export const emailRule: FieldRule = {
  max: 254,
  patterns: [
    [VISIBLE, 'invisible_characters'],
    [EMAIL, 'invalid_email'],
  ],
};
/** A new password (sign-up, change, reset). Strength is checked apart (`common`). */
export const newPasswordRule: FieldRule = { min: 8, max: 1024 };
/** A password being checked (sign-in, the current password): its rules are not revealed. */
export const passwordRule: FieldRule = { max: 1024 };
/** The longest emailed code the service reads (it checks the code itself). */
export const OTP_MAX = 32;

/** The rule of each field the service checks by name (values are trimmed first, but passwords). */
export const fieldRules = {
  name: nameRule,
  email: emailRule,
  newPassword: newPasswordRule,
  password: passwordRule,
  otp: { max: OTP_MAX },
  username: optional(64),
  phone: optional(64),
  address: optional(500),
  avatarUrl: optional(2048),
  role: optional(64),
} as const satisfies Record<string, FieldRule>;

/** The first rule `value` breaks (required, then length, then each pattern), or undefined. */
export function brokenRule(rule: FieldRule, value: string): BrokenRule | undefined {
  if (value === '') return rule.optional ? undefined : { code: 'required' };
  if (rule.min && value.length < rule.min) return { code: 'too_short', min: rule.min };
  if (rule.max && value.length > rule.max) return { code: 'too_long', max: rule.max };
  const broken = rule.patterns?.find(([pattern]) => !pattern.test(value));
  return broken && { code: broken[1] };
}

/**
 * The new-password rule as a `passwordrules` attribute (WHATWG proposal, read by Safari's and
 * 1Password's generators): what the service accepts, from {@link newPasswordRule}. Its only
 * other check, "not one of the most common passwords", is met by any generated password.
 */
export const NEW_PASSWORD_RULES = `minlength: ${newPasswordRule.min}; maxlength: ${newPasswordRule.max};`;
