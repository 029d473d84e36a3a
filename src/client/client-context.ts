import type { AuthClientOptions } from './auth-client';
import { type AuthEvents, createAuthEvents } from './auth-events';
import { devSessionProbe } from './dev-session-probe';
import { isRecord } from './error-from-response';
import { AuthenticationError, RateLimitError } from './errors';
import { type Call, send, type Transport } from './request';
import { resolveOptions } from './resolve-options';
import { createSessionCheck } from './session-check';
import { createSessionStore, type SessionStore } from './session-store';
import type { AuthUser, CheckSessionResponse, RequestOptions } from './types';

const SESSION_COOKIE = 'service_user_session';

/** What every group of client operations shares: the transport, the local session, one `call`. */
export interface ClientContext {
  options: AuthClientOptions;
  transport: Transport;
  session: SessionStore;
  events: AuthEvents;
  /**
   * Sends one call through the pipeline. A 429 is told as a `rate-limited` event; a 401 that
   * says the session is gone (not a wrong password) checks the session, as it may have ended.
   */
  call(request: Call, requestOptions: RequestOptions | undefined): Promise<Record<string, unknown>>;
  /** One call straight through the pipeline: no event, no session check on a 401. */
  send(request: Call, requestOptions?: RequestOptions): Promise<Record<string, unknown>>;
  /** The session check (see `createSessionCheck`). */
  check(requestOptions?: RequestOptions): Promise<CheckSessionResponse>;
  /** Signs in locally as the answer's user (and, in development, checks the cookie stuck). */
  signedIn(user: AuthUser | undefined): void;
  /** Whether `userId` is the signed-in user. */
  isSignedIn(userId: string): boolean;
  /** The signed-in user's id, when known. */
  userId(): string | undefined;
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
  const events = createAuthEvents();
  const probeSession = devSessionProbe(transport, options.fetch !== undefined);
  const userId = () => session.get().user?.id ?? undefined;
  const sendOne = (request: Call, requestOptions: RequestOptions | undefined) =>
    send(transport, request, requestOptions);
  const check = createSessionCheck(session, events, sendOne);
  return {
    options,
    transport,
    session,
    events,
    async call(request, requestOptions) {
      try {
        return await sendOne(request, requestOptions);
      } catch (error) {
        if (error instanceof RateLimitError) {
          const { retryAfter } = error;
          events.emit({
            type: 'rate-limited',
            operation: request.operation,
            ...(userId() ? { userId: userId() } : {}),
            ...(retryAfter !== undefined ? { retryAfter } : {}),
          });
        }
        const sessionLost =
          error instanceof AuthenticationError &&
          error.status === 401 &&
          error.code !== 'invalid_credentials';
        // Signed out already, a 401 is expected: checking again would loop.
        if (sessionLost && session.get().status === 'authenticated') void check();
        throw error;
      }
    },
    send: sendOne,
    check,
    signedIn(user) {
      session.signIn(user);
      const version = session.version();
      probeSession?.(() => session.version() === version);
    },
    isSignedIn(id) {
      const current = session.get();
      return current.status === 'authenticated' && current.user?.id === id;
    },
    userId,
    hasApiKey: !!transport.apiKey || new Headers(transport.headers).has('X-API-Key'),
  };
}
