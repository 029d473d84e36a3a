import type { AuthClientOptions } from './auth-client';
import { devSessionProbe } from './dev-session-probe';
import { isRecord } from './error-from-response';
import { type Call, send, type Transport } from './request';
import { resolveOptions } from './resolve-options';
import { createSessionStore, type SessionStore } from './session-store';
import type { AuthUser, RequestOptions } from './types';

const SESSION_COOKIE = 'service_user_session';

/** What every group of client operations shares: the transport, the local session, one `call`. */
export interface ClientContext {
  options: AuthClientOptions;
  transport: Transport;
  session: SessionStore;
  call(request: Call, requestOptions: RequestOptions | undefined): Promise<Record<string, unknown>>;
  /** Signs in locally as the answer's user (and, in development, checks the cookie stuck). */
  signedIn(user: AuthUser | undefined): void;
  /** Whether `userId` is the signed-in user. */
  isSignedIn(userId: string): boolean;
  /** Given as `apiKey` or as an `X-API-Key` header of the `headers` option. */
  hasApiKey: boolean;
}

/** The answer's `user`, when it has one. */
export const userOf = (result: Record<string, unknown>) =>
  isRecord(result.user) ? (result.user as AuthUser) : undefined;

/** Resolves the options (a ConfigurationError when they are wrong) into a {@link ClientContext}. */
export function createClientContext(options: AuthClientOptions): ClientContext {
  const transport = resolveOptions(options);
  const session = createSessionStore(async () => transport.jar?.remove(SESSION_COOKIE));
  const probeSession = devSessionProbe(transport, options.fetch !== undefined);
  return {
    options,
    transport,
    session,
    call: (request, requestOptions) => send(transport, request, requestOptions),
    signedIn(user) {
      session.signIn(user);
      const version = session.version();
      probeSession?.(() => session.version() === version);
    },
    isSignedIn(userId) {
      const current = session.get();
      return current.status === 'authenticated' && current.user?.id === userId;
    },
    hasApiKey: !!transport.apiKey || new Headers(transport.headers).has('X-API-Key'),
  };
}
