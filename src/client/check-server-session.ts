import type { AuthClientOptions } from './auth-client';
import { isRecord } from './error-from-response';
import { AuthError, ConfigurationError, NetworkError } from './errors';
import { send } from './request';
import { resolveOptions } from './resolve-options';
import type { AuthUser, InitialSession } from './types';

const SESSION_COOKIE = 'service_user_session';

/** Options of {@link checkServerSession}: the client's, and the incoming request's cookies. */
export interface ServerSessionOptions
  extends Pick<
    AuthClientOptions,
    'baseUrl' | 'appId' | 'apiKey' | 'fetch' | 'headers' | 'timeoutMs'
  > {
  /**
   * The incoming request's `Cookie` header (`request.headers.get('cookie')`, or Next.js
   * `(await headers()).get('cookie')`). Only the session cookie is passed on to the service.
   */
  cookie: string | null | undefined;
}

/** The value of the session cookie in a `Cookie` header, if there is one. */
function sessionCookieOf(header: string | null | undefined): string | undefined {
  for (const pair of (header ?? '').split(';')) {
    const at = pair.indexOf('=');
    if (at > 0 && pair.slice(0, at).trim() === SESSION_COOKIE) {
      const value = pair.slice(at + 1).trim();
      if (value) return value;
    }
  }
  return undefined;
}

/**
 * Checks a visitor's session on the server, for server rendering with no flash of signed-out UI
 * and no start-up request in the browser: pass the answer to `<AuthProvider initialSession>`.
 * Framework-free (Node, edge runtimes). It sends the service only the session cookie of the
 * request's `Cookie` header; without one it answers signed out with no request. A session the
 * service refuses (401) is signed out. When the service gives no answer (unreachable, `timeoutMs`
 * elapsed, default 5000 here, a 5xx or a 429) it resolves `undefined`: the browser then checks
 * for itself. Any other answer (a 404 or a page that is not the service's JSON: a wrong
 * `baseUrl`; a 400 or 403: a wrong `appId`) rejects with its {@link AuthError}, so a mistake in
 * the set-up shows at once instead of as a signed-out page. `baseUrl` must be absolute (the server
 * has no page to resolve `/api` against): a relative one is a ConfigurationError
 * `relative_base_url`.
 *
 * @example
 * const session = await checkServerSession({
 *   cookie: request.headers.get('cookie'),
 *   baseUrl: 'http://127.0.0.1:8787',
 *   appId: 'app_123',
 * });
 */
export async function checkServerSession(
  options: ServerSessionOptions,
): Promise<InitialSession | undefined> {
  // A server render waits for this: a slow service should not hold every page for 15 s.
  const transport = resolveOptions({ timeoutMs: 5000, ...options, headers: undefined });
  if (transport.relativeBaseUrl || !/^https?:/i.test(transport.baseUrl)) {
    throw new ConfigurationError(
      `checkServerSession: baseUrl "${options.baseUrl}" must be an absolute http(s) URL on the server, e.g. "http://127.0.0.1:8787".`,
      { operation: 'checkUserSession', code: 'relative_base_url', fields: { baseUrl: 'Invalid' } },
    );
  }
  const token = sessionCookieOf(options.cookie);
  if (!token) return { authenticated: false, user: null };
  const headers = new Headers(options.headers);
  headers.set('Cookie', `${SESSION_COOKIE}=${token}`);
  try {
    const answer = await send(
      // No jar: nothing of this visitor's may outlive the call.
      { ...transport, headers, jar: undefined },
      { operation: 'checkUserSession', method: 'GET', path: '/users/session' },
    );
    const authenticated = answer.authenticated === true;
    const user = authenticated && isRecord(answer.user) ? (answer.user as AuthUser) : null;
    return { authenticated, user };
  } catch (error) {
    // Signed out (401) is an answer; no answer (network, timeout, 5xx, 429) is left to the
    // browser; anything else is a mistake in the set-up, and says so.
    if (error instanceof NetworkError) return undefined;
    if (!(error instanceof AuthError) || error.status === undefined) throw error;
    if (error.status === 401) return { authenticated: false, user: null };
    if (error.status >= 500 || error.status === 429) return undefined;
    throw error;
  }
}
