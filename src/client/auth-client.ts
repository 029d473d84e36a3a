import type { AuthEventListener } from './auth-events';
import type {
  AuthUser,
  ChangePasswordParams,
  CheckSessionResponse,
  CheckUserResponse,
  GetUserParams,
  InitialSession,
  LocalSession,
  LoginParams,
  LoginResponse,
  LogoutOptions,
  LogoutResponse,
  RequestEmailVerificationParams,
  RequestOptions,
  RequestPasswordResetParams,
  ResetPasswordParams,
  ServiceResult,
  SessionListener,
  SignupParams,
  SignupResponse,
  UpdateUserParams,
  UserIdParams,
  VerifyEmailParams,
} from './types';

/** Options of {@link createAuthClient}. */
export interface AuthClientOptions {
  /** The service's base URL (the spec's `{base_url}`); a trailing `/` is ignored. Required. */
  baseUrl: string;
  /** Your application's id, sent as `X-App-Id` on every request. Required. */
  appId: string;
  /**
   * Application API key, sent as `X-API-Key`. Needed for password recovery and the restricted
   * operations. In a browser, only a public key (one that opens recovery, nothing else): any key
   * in a page can be read by anyone.
   */
  apiKey?: string;
  /** A fetch to use instead of the global one (tests, proxies, an in-process service). */
  fetch?: (input: string, init: RequestInit) => Promise<Response>;
  /** Extra headers for every request. The client's own headers win over these. */
  headers?: HeadersInit;
  /** Milliseconds before a call gives up with a NetworkError (`reason: 'timeout'`). 0 disables. Default 15000. */
  timeoutMs?: number;
  /** For a client used during server-side rendering: `checkUserSession` answers `{authenticated:false}` with no request. */
  ssr?: boolean;
  /** In a browser, reload the page after `logoutUser` has cleared the session and run its callback. */
  reloadOnLogout?: boolean;
  /**
   * The session a server-side check found (`checkServerSession`): `getSession()` starts from it
   * instead of `unknown`, so a server-rendered page acts for its signed-in user at once, with no
   * session request. Only for a client made for one visitor (in the browser, or per request).
   */
  initialSession?: InitialSession | undefined;
}

/**
 * A client for the auth service's fourteen operations, with a local view of the session.
 * Every method takes an optional last `{signal}`; rejections are {@link AuthError}s.
 */
export interface AuthClient {
  /**
   * Creates an account and signs it in (the service sets the session cookie). Empty or blank
   * `name`, `email` or `password` is a ConfigurationError before any request. Null fields are
   * omitted; `extra`'s keys are merged into the body, a named field winning over them.
   */
  signupUser(params: SignupParams, options?: RequestOptions): Promise<SignupResponse>;
  /** Signs in. An empty field is a ConfigurationError; rejected credentials an AuthenticationError. */
  loginUser(params: LoginParams, options?: RequestOptions): Promise<LoginResponse>;
  /**
   * Signs out. The local session is cleared whatever the server answers (its `reason`:
   * `'logout'`, or the `reason` given: `'idle'` for an inactivity sign-out), then `onLoggedOut`
   * is awaited. Never rejects for a server or network failure: it resolves `{success:false}`.
   */
  logoutUser(
    onLoggedOut?: () => void | Promise<void>,
    options?: LogoutOptions,
  ): Promise<LogoutResponse>;
  /**
   * Asks whether the session cookie is valid and updates the local session. Never rejects: a
   * rejected cookie or a service error answers `{authenticated:false}` and clears the local
   * session (reason `'ended'` when it was signed in); a network failure answers
   * `{authenticated:false, error}`, sets `offline` and leaves the status as it was (offline is
   * not signed out). A check joins one already in flight, unless the session changed since that
   * one was sent: then it asks afresh and the older answer is ignored. With `ssr: true` it
   * answers `{authenticated:false}` without a request.
   */
  checkUserSession(options?: RequestOptions): Promise<CheckSessionResponse>;
  /** Emails a verification code to `email` for user `userId`. Empty fields: ConfigurationError. */
  requestEmailVerificationOTP(
    params: RequestEmailVerificationParams,
    options?: RequestOptions,
  ): Promise<ServiceResult>;
  /**
   * Checks the emailed code. Sent as given: the service's 400 for an empty field is a
   * ServiceError. When the address is the signed-in user's, the local session's user is marked
   * `emailVerified: true` at once (a check still in flight cannot undo it).
   */
  verifyEmail(params: VerifyEmailParams, options?: RequestOptions): Promise<ServiceResult>;
  /**
   * Looks a user up by `id` or by `username` (exactly one; otherwise a ConfigurationError).
   * Needs the API key: a session-only call is an InsufficientScopeError.
   */
  getUser(params: GetUserParams, options?: RequestOptions): Promise<AuthUser>;
  /** Loads a profile. With a session, only the signed-in user's own profile is readable. */
  getUserProfile(params: UserIdParams, options?: RequestOptions): Promise<AuthUser>;
  /**
   * Changes the fields given; null or absent fields are left unchanged (never cleared). The
   * client's `appId` is sent in the body for the ownership check. Updating the signed-in user
   * refreshes the local session's user. A new password (or a new email, on a service that ends
   * every session then) keeps this device signed in: the client signs in again with the new
   * email and password; should that fail, the session is signed out with reason
   * `'password-changed'`.
   */
  updateUser(params: UpdateUserParams, options?: RequestOptions): Promise<ServiceResult>;
  /**
   * Deletes the user for good. Deleting the signed-in user clears the local session, reason
   * `'account-deleted'`.
   */
  deleteUser(params: UserIdParams, options?: RequestOptions): Promise<ServiceResult>;
  /**
   * Changes the signed-in user's password. Any empty field is a ConfigurationError, a wrong
   * current password an AuthenticationError. The service ends every session of the user, this
   * one included, so the client signs in again with the email and the new password: this device
   * stays signed in and no signed-out session is published meanwhile. Should that sign-in fail
   * (a rate limit, the network), the session is signed out with reason `'password-changed'`;
   * `getSession()` tells which.
   */
  changePassword(params: ChangePasswordParams, options?: RequestOptions): Promise<ServiceResult>;
  /**
   * Emails a password-reset code; rate limited (RateLimitError, `retryAfter`). Needs the API key:
   * without one it rejects with a ConfigurationError, code `api_key_required`, before any request.
   */
  requestResetUserPasswordOTP(
    params: RequestPasswordResetParams,
    options?: RequestOptions,
  ): Promise<ServiceResult>;
  /**
   * Sets a new password with an emailed code. Ends every session of the account; creates none.
   * Needs the API key (without one: ConfigurationError `api_key_required`, no request).
   */
  resetUserPassword(params: ResetPasswordParams, options?: RequestOptions): Promise<ServiceResult>;
  /** Whether `userId` is registered for this app. Needs the API key. */
  checkIfUserExists(params: UserIdParams, options?: RequestOptions): Promise<CheckUserResponse>;
  /**
   * The local session, the one truth of who is signed in: `{status: 'unknown' | 'authenticated'
   * | 'unauthenticated', user, reason?, offline?}` (the same object until it changes).
   */
  getSession(): LocalSession;
  /** Calls `listener` with the new session after each change; returns the unsubscribe function. */
  subscribe(listener: SessionListener): () => void;
  /**
   * Calls `listener` with each {@link AuthEvent} of this client (sign-ups, sign-ins, sign-outs
   * with their reason, verification, password and account changes, rate limits), for analytics
   * and audit logs; none carries an email, a name, a password, a code or a token. Returns the
   * unsubscribe function.
   */
  onAuthEvent(listener: AuthEventListener): () => void;
}
