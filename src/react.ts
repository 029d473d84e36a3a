// The React layer: `import { AuthProvider, useSession } from 'latchkey/react'`.
export { useAuthClient } from './react/auth-client-context';
export { authKeys } from './react/auth-keys';
export { AuthProvider } from './react/auth-provider';
export type {
  AuthProviderClientProps,
  AuthProviderConfigProps,
  AuthProviderProps,
} from './react/auth-provider-props';
export {
  AuthLoaded,
  AuthLoading,
  RequireAuth,
  type RequireAuthProps,
  SignedIn,
  SignedOut,
} from './react/gates';
export { useChangePassword } from './react/hooks/use-change-password';
export { useDeleteUser } from './react/hooks/use-delete-user';
export { useForgotPassword } from './react/hooks/use-forgot-password';
export { useLogin } from './react/hooks/use-login';
export { useLogout } from './react/hooks/use-logout';
export { useRequestEmailVerification } from './react/hooks/use-request-email-verification';
export { useResetPassword } from './react/hooks/use-reset-password';
export { type SessionState, useSession } from './react/hooks/use-session';
export { useSignup } from './react/hooks/use-signup';
export { useUpdateUser } from './react/hooks/use-update-user';
export { useUser } from './react/hooks/use-user';
export { useUserExists } from './react/hooks/use-user-exists';
export { useUserProfile } from './react/hooks/use-user-profile';
export { useVerifyEmail } from './react/hooks/use-verify-email';
export {
  changePasswordMutationOptions,
  deleteUserMutationOptions,
  forgotPasswordMutationOptions,
  loginMutationOptions,
  logoutMutationOptions,
  requestEmailVerificationMutationOptions,
  resetPasswordMutationOptions,
  signupMutationOptions,
  updateUserMutationOptions,
  verifyEmailMutationOptions,
} from './react/mutation-options';
export {
  userExistsQueryOptions,
  userProfileQueryOptions,
  userQueryOptions,
} from './react/query-options';
export type { AuthMutationHookOptions } from './react/use-auth-mutation';
