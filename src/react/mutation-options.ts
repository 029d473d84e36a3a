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
import { checkSession } from './check-session';
import { forgetPasswords, withoutPasswords, withPasswords } from './password-fields';
import { refreshSessionUser, type SessionSnapshot, writeSession } from './session-snapshot';

// Sign-ins and sign-outs reach the cache through the client's session (the provider subscribes
// to it); these callbacks add only what the client cannot know about the cache.

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

/** The answer had no user: ask the service who is signed in (settled once it has answered). */
const recheckWithoutUser =
  (client: AuthClient) =>
  (data: { user?: AuthUser }, _variables: unknown, queryClient: QueryClient) =>
    data.user ? undefined : checkSession(queryClient, client, true);

/** `loginUser`: signs in; the session is updated from the answer, without a second request. */
export const loginMutationOptions = (client: AuthClient) =>
  authMutation(
    'login',
    (variables: LoginParams) => client.loginUser(variables),
    recheckWithoutUser(client),
  );

/** `signupUser`: creates the account and signs it in. */
export const signupMutationOptions = (client: AuthClient) =>
  authMutation(
    'signup',
    (variables: SignupParams) => client.signupUser(variables),
    recheckWithoutUser(client),
  );

/** `logoutUser`: never fails; the user is signed out locally whatever the service says. */
export const logoutMutationOptions = (client: AuthClient) =>
  authMutation<LogoutResponse, void>('logout', () => client.logoutUser());

/** `requestEmailVerificationOTP`. */
export const requestEmailVerificationMutationOptions = (client: AuthClient) =>
  authMutation('requestEmailVerification', (variables: RequestEmailVerificationParams) =>
    client.requestEmailVerificationOTP(variables),
  );

/** `verifyEmail`: refreshes the profile and the session user (now verified). */
export const verifyEmailMutationOptions = (client: AuthClient) =>
  authMutation(
    'verifyEmail',
    (variables: VerifyEmailParams) => client.verifyEmail(variables),
    (_data, _variables, queryClient) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: authKeys.user() }),
        checkSession(queryClient, client, true),
      ]),
  );

/** `updateUser`: puts the new record in the profile cache and the session. */
export const updateUserMutationOptions = (client: AuthClient) =>
  authMutation(
    'updateUser',
    (variables: UpdateUserParams) => client.updateUser(variables),
    (data, variables, queryClient) => {
      const user = data.user as AuthUser | undefined;
      if (user) {
        queryClient.setQueryData(authKeys.profile(variables.userId), user);
        refreshSessionUser(queryClient, user);
      }
      return queryClient.invalidateQueries({
        queryKey: authKeys.user(),
        predicate: (query) => !keyStartsWith(query.queryKey, authKeys.profiles()),
      });
    },
  );

/** `deleteUser`: deleting the signed-in user signs out. */
export const deleteUserMutationOptions = (client: AuthClient) =>
  authMutation(
    'deleteUser',
    (variables: UserIdParams) => client.deleteUser(variables),
    (_data, variables, queryClient) => {
      const session = queryClient.getQueryData<SessionSnapshot>(authKeys.session());
      if (session?.user?.id === variables.userId) {
        writeSession(queryClient, { status: 'unauthenticated', user: null, isOffline: false });
      } else {
        queryClient.removeQueries({ queryKey: authKeys.profile(variables.userId) });
      }
    },
  );

/** `changePassword`: the service ends every session, this one too, so it signs out. */
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
