import type * as z from 'zod/mini';
import type { NetworkError } from './errors';
import type { Register, RegisteredUserFields } from './register';
import type {
  changePasswordParamsSchema,
  checkSessionResponseSchema,
  checkUserResponseSchema,
  getUserParamsSchema,
  loginParamsSchema,
  loginResponseSchema,
  logoutResponseSchema,
  requestEmailVerificationParamsSchema,
  requestPasswordResetParamsSchema,
  resetPasswordParamsSchema,
  serviceResultSchema,
  signupParamsSchema,
  signupResponseSchema,
  updateUserParamsSchema,
  userIdParamsSchema,
  userSchema,
  verifyEmailParamsSchema,
} from './schemas';

/** Parameters of `signupUser`. */
export type SignupParams = z.infer<typeof signupParamsSchema>;
/** Parameters of `loginUser`. */
export type LoginParams = z.infer<typeof loginParamsSchema>;
/** Parameters of `requestEmailVerificationOTP`. */
export type RequestEmailVerificationParams = z.infer<typeof requestEmailVerificationParamsSchema>;
/** Parameters of `verifyEmail`. */
export type VerifyEmailParams = z.infer<typeof verifyEmailParamsSchema>;
/** Parameters of `getUser`: `{id}` or `{username}`. */
export type GetUserParams = z.infer<typeof getUserParamsSchema>;
/** Parameters of `getUserProfile`, `deleteUser` and `checkIfUserExists`. */
export type UserIdParams = z.infer<typeof userIdParamsSchema>;
/** Parameters of `updateUser`. */
export type UpdateUserParams = z.infer<typeof updateUserParamsSchema>;
/** Parameters of `changePassword`. */
export type ChangePasswordParams = z.infer<typeof changePasswordParamsSchema>;
/** Parameters of `requestResetUserPasswordOTP`. */
export type RequestPasswordResetParams = z.infer<typeof requestPasswordResetParamsSchema>;
/** Parameters of `resetUserPassword`. */
export type ResetPasswordParams = z.infer<typeof resetPasswordParamsSchema>;

/**
 * A user record as returned by the service (never carries a password), with the app's own
 * fields when it declares them on {@link Register}.
 */
export type AuthUser = z.infer<typeof userSchema> & RegisteredUserFields;
/** Answer of `signupUser`. */
export type SignupResponse = z.infer<typeof signupResponseSchema> & { user: AuthUser };
/** Answer of `loginUser`. */
export type LoginResponse = z.infer<typeof loginResponseSchema> & { user?: AuthUser };
/** Answer of `logoutUser`: `success:false` when the server call failed (signed out locally anyway). */
export type LogoutResponse = z.infer<typeof logoutResponseSchema>;
/** Answer of `checkIfUserExists`. */
export type CheckUserResponse = z.infer<typeof checkUserResponseSchema>;
/** Answer of the operations the spec describes only as "an object". */
export type ServiceResult = z.infer<typeof serviceResultSchema>;

/**
 * Answer of `checkUserSession`. It never rejects: `error` is set (a NetworkError) when the
 * service could not be reached, so a UI can tell "offline" from "signed out".
 */
export type CheckSessionResponse = z.infer<typeof checkSessionResponseSchema> & {
  user?: AuthUser;
  error?: NetworkError;
};

/** Options every client method takes as its last argument. */
export interface RequestOptions {
  /** Aborting it rejects the call with a NetworkError (`reason: 'abort'`). */
  signal?: AbortSignal;
}

/** Options of `logoutUser`. */
export interface LogoutOptions extends RequestOptions {
  /** Why: `'logout'` (default), or `'idle'` for a sign-out after inactivity. */
  reason?: 'logout' | 'idle';
}

/** Status of the client's local session. `unknown` until the first check or sign-in. */
export type SessionStatus = 'unknown' | 'authenticated' | 'unauthenticated';

/** The client's local view of the session, as `getSession()` returns it. */
export interface LocalSession {
  status: SessionStatus;
  /** The signed-in user, as last returned by signup, login, a session check or an update. */
  user: AuthUser | null;
  /**
   * Why nobody is signed in, on every sign-out this client saw (see {@link SignedOutReason});
   * absent while signed in, while unknown, and for a visitor nobody was signed in for here.
   */
  reason?: SignedOutReason;
  /**
   * `true` while the last session check could not reach the service: the status is the last one
   * known (`unknown` at start stays `unknown`; offline is never signed out).
   */
  offline?: boolean;
}

/**
 * Why a session is signed out:
 * - `'logout'`: this tab's `logoutUser` (the account menu's Sign out);
 * - `'password-changed'`: the password changed here and signing in again with it failed;
 * - `'account-deleted'`: this tab deleted the signed-in account;
 * - `'idle'`: signed out for inactivity (`logoutUser(…, { reason: 'idle' })`);
 * - `'ended'`: the session ended elsewhere (expired, revoked, signed out in another tab or on
 *   another device), found by a check or a 401.
 *
 * The first four are deliberate: the gates leave the navigation after them to the app.
 */
export type SignedOutReason = 'logout' | 'password-changed' | 'account-deleted' | 'idle' | 'ended';

/**
 * Who is signed in, as a server-side check answered it (`checkServerSession`, or the service's
 * `checkUserSession` answer): what a client (`createAuthClient({initialSession})`) or an
 * `<AuthProvider initialSession>` starts from instead of asking the service again. Plain JSON,
 * so a server component or a loader can hand it to the browser.
 */
export interface InitialSession {
  authenticated: boolean;
  user?: AuthUser | null;
}

/** Called with the new session after each change (not on subscribe). */
export type SessionListener = (session: LocalSession) => void;
