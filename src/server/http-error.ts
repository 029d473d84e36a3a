import type { BrokenRule } from '../shared/field-rules';

/**
 * The contract's error body: `{error, message}`, plus for validation failures `fields` (each
 * bad field's message) and `rules` (the rule each broke, by code: `{ code: 'too_short', min: 8 }`).
 */
export interface ErrorBody {
  error: string;
  message: string;
  fields?: Record<string, string>;
  rules?: Record<string, BrokenRule>;
}

/** An answer that is an error; thrown anywhere in a route, turned into a response once. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly extra: {
      fields?: Record<string, string>;
      rules?: Record<string, BrokenRule>;
      headers?: Record<string, string>;
    } = {},
  ) {
    super(message);
  }

  get body(): ErrorBody {
    return {
      error: this.code,
      message: this.message,
      ...(this.extra.fields ? { fields: this.extra.fields } : {}),
      ...(this.extra.rules ? { rules: this.extra.rules } : {}),
    };
  }
}

/**
 * 400 `validation_failed` naming each bad field; `rules` (by field) names the rule each broke,
 * for clients that put it in their own words (the drop-in forms).
 */
export const invalid = (
  fields: Record<string, string>,
  message = 'Some fields are missing or invalid.',
  options?: ErrorOptions & { rules?: Record<string, BrokenRule> },
) => {
  const { rules } = options ?? {};
  const error = new HttpError(400, 'validation_failed', message, {
    fields,
    ...(rules && { rules }),
  });
  if (options?.cause !== undefined) error.cause = options.cause;
  return error;
};

export const unauthenticated = (message = 'Sign in first.') =>
  new HttpError(401, 'unauthenticated', message);

export const forbidden = (message = 'This credential may not do that.') =>
  new HttpError(403, 'insufficient_scope', message);

export const notFound = (message = 'Not found.') => new HttpError(404, 'not_found', message);

export const rateLimited = (retryAfterSeconds: number) =>
  new HttpError(429, 'rate_limited', 'Too many attempts. Try again later.', {
    headers: { 'Retry-After': String(retryAfterSeconds) },
  });
