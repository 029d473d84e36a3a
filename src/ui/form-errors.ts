import { AuthError, NetworkError, RateLimitError } from '../client/errors';
import type { AuthLocalization, LocalizationKey } from './localization/auth-localization';
import { type FormMessage, wordsOf } from './localization/form-message';

/** Where an error belongs in a form: messages on fields, or one for the whole form. */
export interface FormErrorPlacement {
  /** Messages by field name, for fields the form shows. */
  fields: Record<string, string>;
  /** The form-level message (shown in the form's alert), or null. */
  form: string | null;
  /** Seconds to wait before submitting again (a 429 with Retry-After). */
  retryAfter?: number;
}

/**
 * A {@link FormErrorPlacement} before it is put in words: the forms keep it so, and a change
 * of language translates what shows.
 */
export interface MessagePlacement {
  fields: Record<string, FormMessage>;
  form: FormMessage | null;
  retryAfter?: number;
}

/** How one form reads errors: the fields it shows, and codes it explains in its own words. */
export interface ErrorContext {
  fields: readonly string[];
  /** Messages (dictionary keys) for codes this form explains differently, e.g. a wrong current password. */
  codes?: Partial<Record<string, LocalizationKey>>;
  /** Codes whose message belongs on a field rather than on the form: `{ invalid_otp: 'otp' }`. */
  codeFields?: Partial<Record<string, string>>;
  /** Messages for a 409 `conflict` on a field, over the shared ones (Profile: "Another account uses…"). */
  taken?: Partial<Record<string, LocalizationKey>>;
}

/** Each service code the forms explain, and its message key. */
const codeMessages: Record<string, LocalizationKey> = {
  invalid_credentials: 'errorInvalidCredentials',
  rate_limited: 'errorRateLimited',
  invalid_otp: 'errorInvalidOtp',
  otp_expired: 'errorOtpExpired',
  account_disabled: 'errorAccountDisabled',
  unauthenticated: 'errorSessionEnded',
  insufficient_scope: 'errorNotAllowed',
  not_found: 'errorNotFound',
  api_key_required: 'errorApiKeyRequired',
};

/** 409 `conflict` names the taken field; these are the ones with their own words. */
const takenMessages: Record<string, LocalizationKey> = {
  email: 'errorEmailTaken',
  username: 'errorUsernameTaken',
};

/**
 * Each broken field rule the forms put in their own words, by its code (field-rules.ts): the
 * forms' own checks and the `rules` of the service's `validation_failed`. Any other is shown as
 * the service wrote it.
 */
const ruleKeys: Record<string, LocalizationKey | undefined> = {
  required: 'errorRequired',
  too_short: 'errorPasswordTooShort',
  too_long: 'errorTooLong',
  invalid_email: 'errorInvalidEmail',
  common: 'errorPasswordCommon',
  // The forms' own: a code of fewer than 6 digits, an avatar that is no web address.
  incomplete: 'errorOtpIncomplete',
  invalid_url: 'errorInvalidUrl',
  // Sign-up's typed app fields (a number, a date).
  invalid_number: 'errorInvalidNumber',
  invalid_date: 'errorInvalidDate',
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/**
 * A broken rule (`{ code: 'too_long', max: 200 }`) of field `name` as a dictionary key and its
 * limits; `required` is the field's own "empty" message. Undefined for a code the forms do not
 * know.
 */
export function ruleMessage(
  rule: unknown,
  name: string,
  required?: LocalizationKey,
): { key: LocalizationKey; values: Record<string, number> } | undefined {
  if (!isRecord(rule) || typeof rule.code !== 'string') return undefined;
  // Invisible characters in an email make it no email; in another field there are no words.
  const code =
    rule.code === 'invisible_characters' && name === 'email' ? 'invalid_email' : rule.code;
  const key = (code === 'required' && required) || ruleKeys[code];
  const values: Record<string, number> = {};
  for (const limit of ['min', 'max']) {
    if (typeof rule[limit] === 'number') values[limit] = rule[limit];
  }
  return key ? { key, values } : undefined;
}

/** Recovery operations answer 401 without the app's API key: say what to pass (forgot, reset). */
export const recoveryCodes = { unauthenticated: 'errorApiKeyRequired' } as const;

/** The error for forms that act on the signed-in user when nobody is signed in. */
export const signedOutError = (operation: 'changePassword' | 'updateUser' | 'deleteUser') =>
  new AuthError('Nobody is signed in.', { operation, status: 401, code: 'unauthenticated' });

/** A 401 `unauthenticated`: the session ended (or nobody is signed in); signing in again helps. */
export const isSessionEnded = (error: unknown): error is AuthError =>
  error instanceof AuthError && error.status === 401 && error.code === 'unauthenticated';

const onForm = (key: LocalizationKey, values?: Record<string, string>): MessagePlacement => ({
  fields: {},
  form: { key, values },
});

/**
 * Each field's own message on its field (validation_failed, a conflict, a ConfigurationError):
 * a conflict in the words of `takenMessages`, a ConfigurationError as "required", a rule the
 * forms know (by its code in the body's `rules`) in the words of `ruleKeys`, any other as the service wrote it. Fields the
 * form does not show, or no field at all, also give the form "Something went wrong: …".
 */
function placeFields(error: AuthError, context: ErrorContext) {
  const placement: MessagePlacement = { fields: {}, form: null };
  // The rule each field broke, when the service names it (a service may send messages only).
  const rules = (isRecord(error.body) && isRecord(error.body.rules) && error.body.rules) || {};
  const leftOver: string[] = [];
  for (const [name, message] of Object.entries(error.fields ?? {})) {
    const taken =
      error.code === 'conflict' ? (context.taken?.[name] ?? takenMessages[name]) : undefined;
    if (!context.fields.includes(name)) leftOver.push(`${name}: ${message}`);
    else if (error.code === 'conflict')
      placement.fields[name] = taken ? { key: taken } : { text: message };
    else if (error.name === 'ConfigurationError') placement.fields[name] = { key: 'errorRequired' };
    else placement.fields[name] = ruleMessage(rules[name], name) ?? { text: message };
  }
  if (leftOver.length || !Object.keys(placement.fields).length) {
    placement.form = onForm('errorUnknown', { message: leftOver.join('; ') || error.message }).form;
  }
  return placement;
}

/**
 * Places an error from the client in a form. The rules, in order (the first that holds wins):
 *
 * | # | the error | placed |
 * |---|---|---|
 * | 1 | a NetworkError | on the form: the service cannot be reached |
 * | 2 | not an AuthError | on the form: "Something went wrong: …" |
 * | 3 | a RateLimitError without a readable wait | on the form: "try again later" (no countdown) |
 * | 4 | a known code the form puts on a field it shows (`codeFields`) | on that field |
 * | 5 | any other known code (the form's `codes` first, then the shared table) | on the form |
 * | 6 | anything else | each field's message on its field, the rest on the form |
 *
 * A 429's wait comes along as `retryAfter` whatever rule placed it.
 */
export function placeError(
  error: unknown,
  t: AuthLocalization,
  context: ErrorContext,
): FormErrorPlacement {
  const { fields, form, retryAfter } = placeMessages(error, context);
  const placement: FormErrorPlacement = {
    fields: Object.fromEntries(
      Object.entries(fields).map(([name, message]) => [name, wordsOf(message, t)]),
    ),
    form: form && wordsOf(form, t),
  };
  return retryAfter === undefined ? placement : { ...placement, retryAfter };
}

/** {@link placeError}'s table, its messages kept as keys (put in words at each render). */
export function placeMessages(error: unknown, context: ErrorContext): MessagePlacement {
  // 1. Offline is not the user's fault: say so, and that submitting again retries.
  if (error instanceof NetworkError) return onForm('errorNetwork');
  // 2. A bug or a thrown non-error: show what it says rather than nothing.
  if (!(error instanceof AuthError)) return onForm('errorUnknown', { message: String(error) });
  const retryAfter = error instanceof RateLimitError ? error.retryAfter : undefined;
  // A bare 429 (no body code) is still a rate limit.
  const code = error.code ?? (error.status === 429 ? 'rate_limited' : undefined);
  const key = code ? (context.codes?.[code] ?? codeMessages[code]) : undefined;
  const field = code ? context.codeFields?.[code] : undefined;
  let placement: MessagePlacement;
  // 3. Without a readable wait (Retry-After missing, or not exposed cross-origin) there is no
  //    countdown: say "later", and leave submit enabled.
  //    (A 429 given as a plain AuthError is a wait counted elsewhere: Resend code's button.)
  if (error instanceof RateLimitError && retryAfter === undefined) {
    placement = onForm('errorRateLimitedLater');
  }
  // 4. A wrong code on the code field, a wrong current password on Current password.
  else if (key && field && context.fields.includes(field)) {
    placement = { fields: { [field]: { key } }, form: null };
  }
  // 5. Every other code the forms explain is about the whole form (a 429 with its wait too).
  else if (key) placement = onForm(key);
  // 6. Validation, conflicts and configuration errors name their fields.
  else placement = placeFields(error, context);
  return retryAfter === undefined ? placement : { ...placement, retryAfter };
}
