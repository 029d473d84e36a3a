// The framework-free client: `import { createAuthClient } from 'latchkey'`.
export type { AuthClient, AuthClientOptions } from './client/auth-client';
export type { AuthEvent, AuthEventListener, AuthEventType } from './client/auth-events';
export { checkServerSession, type ServerSessionOptions } from './client/check-server-session';
export { createAuthClient } from './client/create-auth-client';
export {
  AuthError,
  type AuthErrorDetails,
  AuthenticationError,
  ConfigurationError,
  InsufficientScopeError,
  NetworkError,
  type NetworkFailure,
  RateLimitError,
  ReauthenticationRequiredError,
  ServiceError,
} from './client/errors';
export { type OperationName, operationNames } from './client/operations';
export type { Register, RegisteredUserFields } from './client/register';
export { type SafeReturnPath, safeReturnPath } from './client/safe-return-path';
export {
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
} from './client/schemas';
export { signInRedirectPath } from './client/sign-in-redirect-path';
export type {
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
  SessionStatus,
  SignedOutReason,
  SignupParams,
  SignupResponse,
  UpdateUserParams,
  UserIdParams,
  VerifyEmailParams,
} from './client/types';
