import { AuthError, NetworkError, RateLimitError } from '../client/errors';
import {
  type AuthLocalization,
  format,
  type LocalizationKey,
} from './localization/auth-localization';

/** Where an error belongs in a form: messages on fields, or one for the whole form. */
export interface FormErrorPlacement {
  /** Messages by field name, for fields the form shows. */
  fields: Record<string, string>;
  /** The form-level message (shown in the form's alert), or null. */
  form: string | null;
  /** Seconds to wait before submitting again (a 429 with Retry-After). */
  retryAfter?: number;
}

/** How one form reads errors: the fields it shows, and codes it explains in its own words. */
export interface ErrorContext {
  fields: readonly string[];
  /** Messages (dictionary keys) for codes this form explains differently, e.g. a wrong current password. */
  codes?: Partial<Record<string, LocalizationKey>>;
  /** Codes whose message belongs on a field rather than on the form: `{ invalid_otp: 'otp' }`. */
  codeFields?: Partial<Record<string, string>>;
}

/** The error table of the forms: each service code and its message key. */
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
 * Places an error from the client in a form, per the forms' error table: validation and
 * conflicts on their fields, OTP problems on the code field, the rest as the form's message.
 */
export function placeError(
  error: unknown,
  t: AuthLocalization,
  context: ErrorContext,
): FormErrorPlacement {
  const placement: FormErrorPlacement = { fields: {}, form: null };
  if (error instanceof NetworkError) return { ...placement, form: t.errorNetwork };
  if (!(error instanceof AuthError)) {
    return { ...placement, form: format(t.errorUnknown, { message: String(error) }) };
  }
  if (error instanceof RateLimitError && error.retryAfter !== undefined) {
    placement.retryAfter = error.retryAfter;
  }
  const code = error.code ?? (error.status === 429 ? 'rate_limited' : undefined);
  // Without a readable wait there is no countdown: say "later", and leave submit enabled.
  if (error.status === 429 && placement.retryAfter === undefined) {
    return { ...placement, form: t.errorRateLimitedLater };
  }
  const key = code ? (context.codes?.[code] ?? codeMessages[code]) : undefined;
  const field = code ? context.codeFields?.[code] : undefined;
  if (key && field && context.fields.includes(field)) {
    placement.fields[field] = t[key];
    return placement;
  }
  if (key) return { ...placement, form: t[key] };

  // validation_failed, a conflict, or a ConfigurationError: each field's message on its field.
  const leftOver: string[] = [];
  for (const [name, message] of Object.entries(error.fields ?? {})) {
    if (!context.fields.includes(name)) leftOver.push(`${name}: ${message}`);
    else if (code === 'conflict') {
      const taken = takenMessages[name];
      placement.fields[name] = taken ? t[taken] : message;
    } else if (error.name === 'ConfigurationError') placement.fields[name] = t.errorRequired;
    else placement.fields[name] = message;
  }
  if (leftOver.length || !Object.keys(placement.fields).length) {
    placement.form = format(t.errorUnknown, { message: leftOver.join('; ') || error.message });
  }
  return placement;
}
