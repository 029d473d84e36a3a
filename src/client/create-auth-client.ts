import type { AuthClient, AuthClientOptions } from './auth-client';
import { createClientContext } from './client-context';
import { codeOperations } from './code-operations';
import { sessionOperations } from './session-operations';
import { userOperations } from './user-operations';

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
  return {
    getSession: context.session.get,
    subscribe: context.session.subscribe,
    ...sessionOperations(context),
    ...userOperations(context),
    ...codeOperations(context),
  };
}
