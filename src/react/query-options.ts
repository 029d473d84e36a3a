import { queryOptions } from '@tanstack/react-query';
import type { AuthClient } from '../client/auth-client';
import type { AuthError } from '../client/errors';
import type { AuthUser, CheckUserResponse, GetUserParams, UserIdParams } from '../client/types';
import { authKeys } from './auth-keys';

/** `getUser` (API key only): a user by `id` or `username`. */
export const userQueryOptions = (client: AuthClient, params: GetUserParams) =>
  queryOptions<AuthUser, AuthError, AuthUser, ReturnType<typeof authKeys.lookup>>({
    queryKey: authKeys.lookup(params),
    queryFn: ({ signal }) => client.getUser(params, { signal }),
  });

/**
 * `getUserProfile`: a user's profile (a session reads only its own). Like the session check it
 * does not pass the abort signal on: TanStack Query cancels a request whose signal was read once
 * its last observer unmounts, so a StrictMode double mount (or a quick remount) would cancel the
 * request and send it again; without the signal the remount joins the request in flight.
 */
export const userProfileQueryOptions = (client: AuthClient, params: UserIdParams) =>
  queryOptions<AuthUser, AuthError, AuthUser, ReturnType<typeof authKeys.profile>>({
    queryKey: authKeys.profile(params.userId),
    queryFn: () => client.getUserProfile(params),
  });

/** `checkIfUserExists` (API key only). */
export const userExistsQueryOptions = (client: AuthClient, params: UserIdParams) =>
  queryOptions<CheckUserResponse, AuthError, CheckUserResponse, ReturnType<typeof authKeys.exists>>(
    {
      queryKey: authKeys.exists(params.userId),
      queryFn: ({ signal }) => client.checkIfUserExists(params, { signal }),
    },
  );
