import { queryOptions } from '@tanstack/react-query';
import type { AuthClient } from '../client/auth-client';
import type { AuthError } from '../client/errors';
import type { AuthUser, CheckUserResponse, GetUserParams, UserIdParams } from '../client/types';
import { authKeys } from './auth-keys';
import { type SessionSnapshot, snapshotOf } from './session-snapshot';

/**
 * The session check: it decides when to ask the service again; who is signed in is the client's
 * session (`getSession()`), which the check updates. A client that already knows (started from a
 * server's `initialSession`, or signed in) is not asked at start. Fresh until something says
 * otherwise (a sign-in or sign-out through the client, focus, reconnect, another tab, an
 * interval): mounting more consumers sends nothing. It does not pass the abort signal on, so a
 * StrictMode double mount does not cancel and resend it; it runs offline too, so the answer can
 * say "offline".
 */
export const sessionQueryOptions = (client: AuthClient) =>
  queryOptions({
    queryKey: authKeys.session(),
    queryFn: async (): Promise<SessionSnapshot> => {
      const result = await client.checkUserSession();
      // The client has applied (or, when stale, ignored) the answer: its session is the truth.
      return snapshotOf(client.getSession(), result.error !== undefined);
    },
    initialData: () => {
      const session = client.getSession();
      return session.status === 'unknown' ? undefined : snapshotOf(session);
    },
    staleTime: Number.POSITIVE_INFINITY,
    // The provider keeps it without observing it: never collected.
    gcTime: Number.POSITIVE_INFINITY,
    networkMode: 'always',
    retry: false,
  });

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
