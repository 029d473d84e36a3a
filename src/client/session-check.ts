import type { AuthEvents } from './auth-events';
import { isRecord } from './error-from-response';
import { NetworkError } from './errors';
import type { Call } from './request';
import type { SessionStore } from './session-store';
import type { AuthUser, CheckSessionResponse, RequestOptions } from './types';

type Send = (
  call: Call,
  requestOptions: RequestOptions | undefined,
) => Promise<Record<string, unknown>>;

interface InFlight {
  version: number;
  answer: Promise<CheckSessionResponse>;
}

/**
 * The session check, owned by the client: asks the service who is signed in and applies the
 * answer to the local session. A check joins one in flight (one request however many ask),
 * except one asked after the session changed (a sign-in, a sign-out, `verifyEmail`, an update):
 * that one starts afresh, and an older answer that lands after it is ignored, so the newest
 * wins. A check asked while an operation that may end the session runs (a password change
 * signing in again, a deletion) waits for it. A network failure sets `offline` and keeps the
 * status; a session that was signed in and is found gone is signed out with reason `'ended'`.
 */
export function createSessionCheck(
  session: SessionStore,
  events: AuthEvents,
  send: Send,
): (requestOptions?: RequestOptions) => Promise<CheckSessionResponse> {
  let inFlight: InFlight | null = null;

  const ask = async (requestOptions: RequestOptions | undefined) => {
    // Sent at once (in the caller's tick) unless an operation that may end the session runs.
    const busy = session.settled();
    if (busy) await busy;
    const version = session.version();
    let result: CheckSessionResponse;
    try {
      const answer = await send(
        { operation: 'checkUserSession', method: 'GET', path: '/users/session' },
        requestOptions,
      );
      result = { ...answer, authenticated: answer.authenticated === true };
    } catch (error) {
      if (error instanceof NetworkError) {
        if (session.version() === version) session.setOffline(true);
        return { authenticated: false, error };
      }
      result = { authenticated: false };
    }
    // A change that landed while this check was in flight is newer than its answer.
    if (session.version() !== version) return result;
    if (result.authenticated) {
      session.signIn(isRecord(result.user) ? (result.user as AuthUser) : undefined);
      return result;
    }
    const before = session.get();
    await session.clear(before.status === 'authenticated' ? 'ended' : undefined);
    if (before.status === 'authenticated') {
      const userId = before.user?.id;
      events.emit({ type: 'session-ended', ...(userId ? { userId } : {}) });
    }
    return result;
  };

  return (requestOptions) => {
    // A caller's own signal is its own request: aborting it must not abort the others'.
    if (requestOptions?.signal) return ask(requestOptions);
    if (inFlight && inFlight.version === session.version()) return inFlight.answer;
    const entry: InFlight = { version: session.version(), answer: ask(undefined) };
    inFlight = entry;
    void entry.answer.finally(() => {
      if (inFlight === entry) inFlight = null;
    });
    return entry.answer;
  };
}
