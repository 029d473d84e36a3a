import type { AuthClient, AuthClientOptions } from './auth-client';
import { createClientContext } from './client-context';
import { codeOperations } from './code-operations';
import { sessionOperations } from './session-operations';
import { createSessionStore, type SessionStore } from './session-store';
import type { InitialSession } from './types';
import { userOperations } from './user-operations';

const stores = new WeakMap<AuthClient, SessionStore>();

/**
 * Creates a client for the auth service. A missing `baseUrl` or `appId` throws a
 * ConfigurationError here, not at the first call. In a browser the browser keeps the session
 * cookie (`credentials: 'include'`); elsewhere each client keeps its own cookie jar.
 *
 * @example
 * const auth = createAuthClient({ baseUrl: 'https://auth.example.com/api', appId: 'app_123' });
 * await auth.loginUser({ email, password });
 */
export function createAuthClient(options: AuthClientOptions): AuthClient {
  const context = createClientContext(options);
  const client: AuthClient = {
    getSession: context.session.get,
    subscribe: context.session.subscribe,
    onAuthEvent: context.events.subscribe,
    ...sessionOperations(context),
    ...userOperations(context),
    ...codeOperations(context),
  };
  stores.set(client, context.session);
  if (options.initialSession) context.session.seed(options.initialSession);
  return client;
}

/**
 * Internal (for `<AuthProvider initialSession>` over a client of the app's own): the client,
 * started from a server's answer. In a browser the client itself starts from it (while its own
 * session is still `unknown`). On a server, where one client may serve every visitor, it is
 * never changed: a copy that knows this visitor's session is returned instead.
 */
export function startFrom(client: AuthClient, initial: InitialSession): AuthClient {
  if (typeof window !== 'undefined') {
    stores.get(client)?.seed(initial);
    return client;
  }
  const visitor = createSessionStore(async () => undefined);
  visitor.seed(initial);
  return { ...client, getSession: visitor.get };
}
