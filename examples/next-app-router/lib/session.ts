import { type AuthUser, checkServerSession, type InitialSession } from 'latchkey';
import { headers } from 'next/headers';
import { cache } from 'react';
import { appId } from './auth-config';

/** The auth service as this server reaches it (the browser goes through `/api`). */
const serviceUrl = process.env.LATCHKEY_SERVICE_URL ?? 'http://127.0.0.1:8787';

/**
 * The session of a request's Cookie header, as the service answers it: `undefined` when the
 * service cannot be reached (the browser then checks for itself). `proxy.ts` asks with the
 * request it is given; pages ask `getSession`.
 */
export function checkSession(cookie: string | null): Promise<InitialSession | undefined> {
  return checkServerSession({ cookie, baseUrl: serviceUrl, appId });
}

/**
 * The visitor's session, checked once per request however many server components ask (React's
 * `cache`). The Cookie header as the browser sent it: `cookies().toString()` would re-encode the
 * values.
 */
export const getSession = cache(async () => checkSession((await headers()).get('cookie')));

/**
 * The signed-in user, or `undefined`: the one test of "signed in" every page uses. Pages that
 * send signed-in visitors away and pages that send signed-out ones away must agree, or a session
 * that is `authenticated` without a user would bounce between them.
 */
export function signedInUser(session: InitialSession | undefined): AuthUser | undefined {
  return (session?.authenticated && session.user) || undefined;
}
