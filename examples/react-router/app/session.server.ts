import { type AuthUser, checkServerSession, type InitialSession } from 'latchkey';
import { createContext, type MiddlewareFunction, type RouterContextProvider } from 'react-router';
import { appId } from './auth-config';

/** The auth service as this server reaches it (the browser goes through `/api`). */
export const serviceUrl = process.env.LATCHKEY_SERVICE_URL ?? 'http://127.0.0.1:8787';

type SessionCheck = () => Promise<InitialSession | undefined>;

const sessionContext = createContext<SessionCheck>();

/**
 * Root middleware: gives every loader of this request one lazy session check. The first loader
 * that asks calls the service; the others share its answer; a request nobody asks (`/api/*`)
 * costs nothing.
 */
export const sessionMiddleware: MiddlewareFunction<Response> = ({ request, context }) => {
  let session: ReturnType<SessionCheck> | undefined;
  context.set(sessionContext, () => {
    session ??= checkServerSession({
      cookie: request.headers.get('Cookie'),
      baseUrl: serviceUrl,
      appId,
    });
    return session;
  });
};

/**
 * The visitor's session, from a loader's `context`. `undefined` when the service cannot be
 * reached: the browser then checks for itself.
 */
export function sessionOf(context: Readonly<RouterContextProvider>) {
  return context.get(sessionContext)();
}

/**
 * The signed-in user, or `undefined`: the one test of "signed in" every loader uses. Pages that
 * send signed-in visitors away and pages that send signed-out ones away must agree, or a session
 * that is `authenticated` without a user would bounce between them.
 */
export function signedInUser(session: InitialSession | undefined): AuthUser | undefined {
  return (session?.authenticated && session.user) || undefined;
}
