import { createServerFn } from '@tanstack/react-start';
import { getRequestHeader } from '@tanstack/react-start/server';
import { type AuthUser, checkServerSession, type InitialSession } from 'latchkey';
import { appId } from './auth-config';

/** The auth service as this server reaches it (the browser goes through `/api`). */
export const serviceUrl = process.env.LATCHKEY_SERVICE_URL ?? 'http://127.0.0.1:8787';

/**
 * The visitor's session, as the service answers it for the request's Cookie header: a server
 * function, so it runs on the server whether a route's `beforeLoad` calls it while the server
 * renders a page or in the browser, for a client-side navigation. `undefined` when the service
 * cannot be reached (the browser then checks for itself).
 */
export const fetchSession = createServerFn({ method: 'GET' }).handler(
  (): Promise<InitialSession | undefined> =>
    checkServerSession({ cookie: getRequestHeader('cookie'), baseUrl: serviceUrl, appId }),
);

declare module '@tanstack/router-core' {
  /**
   * What a route's `beforeLoad` may hand from the server to the browser: the service's answer is
   * JSON, its open fields (a user's `settings`, `extraInfo`) too, which TanStack's check of
   * serializable types cannot know by itself.
   */
  interface SerializableExtensions {
    initialSession: InitialSession;
    authUser: AuthUser;
  }
}

/**
 * The signed-in user, or `undefined`: the one test of "signed in" every route uses. Routes that
 * send signed-in visitors away and routes that send signed-out ones away must agree, or a session
 * that is `authenticated` without a user would bounce between them.
 */
export function signedInUser(session: InitialSession | undefined): AuthUser | undefined {
  return (session?.authenticated && session.user) || undefined;
}
