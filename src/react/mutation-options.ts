import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import type { AuthClient } from '../client/auth-client';
import type { AuthError } from '../client/errors';
import type {
  AuthUser,
  ChangePasswordParams,
  LoginParams,
  LogoutResponse,
  RequestEmailVerificationParams,
  RequestPasswordResetParams,
  ResetPasswordParams,
  SignupParams,
  UpdateUserParams,
  UserIdParams,
  VerifyEmailParams,
} from '../client/types';
import { authKeys, keyStartsWith } from './auth-keys';
import { forgetPasswords, withoutPasswords, withPasswords } from './password-fields';

// Who is signed in is the client's session alone (the provider drops a user's queries once they
// are gone); these callbacks add only what the client cannot know about the cache.

/**
 * A factory's options in the app's own `useMutation`: TanStack Query has just stored the
 * caller's variables, passwords and all (the hooks hand it a copy without them). They are
 * swapped for such a copy before the call starts, so Devtools and persisters, which read the
 * cache later, never see a password; the call itself still gets the caller's object, which is
 * never changed. (Only a cache listener run inside TanStack's own "pending" notification, in
 * the same tick, could see them; an app's own `onMutate` in those options replaces this one.)
 */
function hidePasswords(queryClient: QueryClient, variables: unknown) {
  const stored = withoutPasswords(variables);
  if (stored === variables) return;
  // Nothing to hold for this copy: the call has the caller's object.
  forgetPasswords(stored);
  for (const mutation of queryClient.getMutationCache().getAll()) {
    if (mutation.state.variables === variables)
      mutation.state = { ...mutation.state, variables: stored };
  }
}

function authMutation<TData, TVariables>(
  name: string,
  run: (variables: TVariables) => Promise<TData>,
  onSuccess?: (data: TData, variables: TVariables, queryClient: QueryClient) => unknown,
) {
  return mutationOptions<TData, AuthError, TVariables>({
    mutationKey: authKeys.mutation(name),
    // Offline, a sign-in fails at once with a NetworkError the form can show, instead of
    // waiting paused until the browser is back online.
    networkMode: 'always',
    mutationFn: (variables) => run(withPasswords(variables)),
    onMutate: (variables, { client }) => hidePasswords(client, variables),
    onSuccess:
      onSuccess &&
      ((data, variables, _result, context) => onSuccess(data, variables, context.client)),
    onSettled: (_data, _error, variables) => forgetPasswords(variables),
  });
}

/** `loginUser`: signs in; the client's session is updated from the answer. */
export const loginMutationOptions = (client: AuthClient) =>
  authMutation('login', (variables: LoginParams) => client.loginUser(variables));

/** `signupUser`: creates the account and signs it in. */
export const signupMutationOptions = (client: AuthClient) =>
  authMutation('signup', (variables: SignupParams) => client.signupUser(variables));

/** `logoutUser`: never fails; the user is signed out locally whatever the service says. */
export const logoutMutationOptions = (client: AuthClient) =>
  authMutation<LogoutResponse, void>('logout', () => client.logoutUser());

/** `requestEmailVerificationOTP`. */
export const requestEmailVerificationMutationOptions = (client: AuthClient) =>
  authMutation('requestEmailVerification', (variables: RequestEmailVerificationParams) =>
    client.requestEmailVerificationOTP(variables),
  );

/** `verifyEmail`: the client marks the session user verified; the user's queries refresh. */
export const verifyEmailMutationOptions = (client: AuthClient) =>
  authMutation(
    'verifyEmail',
    (variables: VerifyEmailParams) => client.verifyEmail(variables),
    (_data, _variables, queryClient) =>
      queryClient.invalidateQueries({ queryKey: authKeys.user() }),
  );

/** `updateUser`: puts the new record in the profile cache (the client updates the session). */
export const updateUserMutationOptions = (client: AuthClient) =>
  authMutation(
    'updateUser',
    (variables: UpdateUserParams) => client.updateUser(variables),
    (data, variables, queryClient) => {
      const user = data.user as AuthUser | undefined;
      if (user) queryClient.setQueryData(authKeys.profile(variables.userId), user);
      return queryClient.invalidateQueries({
        queryKey: authKeys.user(),
        predicate: (query) => !keyStartsWith(query.queryKey, authKeys.profiles()),
      });
    },
  );

/**
 * `deleteUser`: the user's profile leaves the cache; deleting the signed-in user signs out
 * (reason `'account-deleted'`).
 */
export const deleteUserMutationOptions = (client: AuthClient) =>
  authMutation(
    'deleteUser',
    (variables: UserIdParams) => client.deleteUser(variables),
    (_data, variables, queryClient) =>
      queryClient.removeQueries({ queryKey: authKeys.profile(variables.userId) }),
  );

/**
 * `changePassword`: the service ends every session; the client signs this device in again with
 * the new password (signed out, reason `'password-changed'`, only if that fails).
 */
export const changePasswordMutationOptions = (client: AuthClient) =>
  authMutation('changePassword', (variables: ChangePasswordParams) =>
    client.changePassword(variables),
  );

/** `requestResetUserPasswordOTP`. */
export const forgotPasswordMutationOptions = (client: AuthClient) =>
  authMutation('forgotPassword', (variables: RequestPasswordResetParams) =>
    client.requestResetUserPasswordOTP(variables),
  );

/** `resetUserPassword`: leaves the caller's session alone. */
export const resetPasswordMutationOptions = (client: AuthClient) =>
  authMutation('resetPassword', (variables: ResetPasswordParams) =>
    client.resetUserPassword(variables),
  );
