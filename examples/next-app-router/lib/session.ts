import { type AuthUser, checkServerSession, type InitialSession } from 'latchkey';
import { headers } from 'next/headers';
import { cache } from 'react';
import { appId } from './auth-config';

/** The auth service as this server reaches it (the browser goes through `/api`). */
const serviceUrl = process.env.LATCHKEY_SERVICE_URL ?? 'http://127.0.0.1:8787';

/**
 * The visitor's session, checked once per request however many server components ask (React's
 * `cache`). `undefined` when the service cannot be reached: the browser then checks for itself.
 * The Cookie header as the browser sent it: `cookies().toString()` would re-encode the values.
 */
export const getSession = cache(async () =>
  checkServerSession({ cookie: (await headers()).get('cookie'), baseUrl: serviceUrl, appId }),
);

/**
 * The signed-in user, or `undefined`: the one test of "signed in" every page uses. Pages that
 * send signed-in visitors away and pages that send signed-out ones away must agree, or a session
 * that is `authenticated` without a user would bounce between them.
 */
export function signedInUser(session: InitialSession | undefined): AuthUser | undefined {
  return (session?.authenticated && session.user) || undefined;
}
