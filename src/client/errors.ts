import type { OperationName } from './operations';

/** What an {@link AuthError} knows about its cause, beyond the message. */
export interface AuthErrorDetails {
  /** The client method that failed (or `'createAuthClient'`). */
  operation: OperationName;
  /** HTTP status of the service's answer, when there was one. */
  status?: number;
  /** The `error` field of the service's error body, e.g. `invalid_credentials`. */
  code?: string;
  /** The parsed response body, when there was one. */
  body?: unknown;
  /**
   * Per-field messages: the fields a ConfigurationError found empty, or the `fields` of a
   * service `validation_failed` body. Forms map these onto their inputs.
   */
  fields?: Record<string, string>;
  /** The underlying error (a fetch TypeError, an AbortSignal reason, ...). */
  cause?: unknown;
}

/** Base class of every error latchkey throws; `instanceof AuthError` catches them all. */
export class AuthError extends Error {
  override name = 'AuthError';
  readonly operation: OperationName;
  readonly status?: number;
  readonly code?: string;
  readonly body?: unknown;
  readonly fields?: Record<string, string>;

  constructor(message: string, details: AuthErrorDetails) {
    super(message, details.cause === undefined ? undefined : { cause: details.cause });
    this.operation = details.operation;
    if (details.status !== undefined) this.status = details.status;
    if (details.code !== undefined) this.code = details.code;
    if (details.body !== undefined) this.body = details.body;
    if (details.fields !== undefined) this.fields = details.fields;
  }
}

/**
 * Thrown before any request is sent, when the call cannot be right: a missing `baseUrl` or
 * `appId`, an empty required field (signup, login, changePassword, ...), getUser with neither
 * or both of `id` and `username`; password recovery without an API key (`code`
 * `'api_key_required'`). `fields` names what is missing.
 */
export class ConfigurationError extends AuthError {
  override name = 'ConfigurationError';
}

/** The service rejected the credentials: any 401, and a 403 from loginUser or changePassword. */
export class AuthenticationError extends AuthError {
  override name = 'AuthenticationError';
}

/**
 * The credential is not allowed to do this: a 403 from getUser, checkIfUserExists or
 * getUserProfile, or any 403 whose code is `insufficient_scope`.
 */
export class InsufficientScopeError extends AuthError {
  override name = 'InsufficientScopeError';
}

/**
 * The action needs a recent sign-in: a 403 `reauthentication_required`, from deleteUser with a
 * session alone that signed in too long ago. Sign in again (loginUser) and retry.
 */
export class ReauthenticationRequiredError extends AuthError {
  override name = 'ReauthenticationRequiredError';
}

/** The service answered 429. `retryAfter` is the wait in seconds, when the service said. */
export class RateLimitError extends AuthError {
  override name = 'RateLimitError';
  readonly retryAfter?: number;

  constructor(message: string, details: AuthErrorDetails & { retryAfter?: number }) {
    super(message, details);
    if (details.retryAfter !== undefined) this.retryAfter = details.retryAfter;
  }
}

/** Why a {@link NetworkError} happened. */
export type NetworkFailure = 'network' | 'timeout' | 'abort';

/**
 * No answer from the service: connection refused or reset, DNS failure, the client's
 * `timeoutMs` elapsed (`reason: 'timeout'`), or the caller's signal aborted (`reason: 'abort'`).
 */
export class NetworkError extends AuthError {
  override name = 'NetworkError';
  readonly reason: NetworkFailure;

  constructor(message: string, details: AuthErrorDetails & { reason: NetworkFailure }) {
    super(message, details);
    this.reason = details.reason;
  }
}

/** Any other non-2xx answer, or a 2xx whose body is not a JSON object. */
export class ServiceError extends AuthError {
  override name = 'ServiceError';
}
