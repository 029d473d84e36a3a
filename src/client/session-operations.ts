import type { AuthClient } from './auth-client';
import type { ClientContext } from './client-context';
import { userOf } from './client-context';
import { requireFields, withoutNullish } from './param-rules';
import { relativeBaseUrl } from './request';
import type { AuthUser, CheckSessionResponse } from './types';

/** The operations that start, check or end the session: signup, login, logout, the check. */
export function sessionOperations({
  options,
  transport,
  session,
  events,
  call,
  check,
  signedIn,
  userId,
}: ClientContext): Pick<
  AuthClient,
  'signupUser' | 'loginUser' | 'logoutUser' | 'checkUserSession'
> {
  return {
    async signupUser(params, requestOptions) {
      requireFields('signupUser', params, ['name', 'email', 'password'], true);
      const { extra, ...named } = params;
      const body = { ...withoutNullish(extra), ...withoutNullish(named) };
      const result = await call(
        { operation: 'signupUser', method: 'POST', path: '/users/signup', body },
        requestOptions,
      );
      signedIn(userOf(result));
      if (!userOf(result)) await check();
      events.emit({ type: 'signed-up', userId: userId() });
      return result as typeof result & { user: AuthUser };
    },

    async loginUser(params, requestOptions) {
      requireFields('loginUser', params, ['email', 'password']);
      const body = { email: params.email, password: params.password };
      const result = await call(
        { operation: 'loginUser', method: 'POST', path: '/users/login', body },
        requestOptions,
      );
      signedIn(userOf(result));
      // An answer without a user: the service is asked who it is (one fresh check).
      if (!userOf(result)) await check();
      events.emit({ type: 'signed-in', userId: userId() });
      return result;
    },

    async logoutUser(onLoggedOut, requestOptions) {
      // A mistake in the set-up, unlike a failed call, is not a sign-out: say so.
      if (transport.relativeBaseUrl) throw relativeBaseUrl('logoutUser', transport.baseUrl);
      const reason = requestOptions?.reason ?? 'logout';
      const who = userId();
      const wasSignedIn = session.get().status === 'authenticated';
      let success = false;
      try {
        const result = await call(
          { operation: 'logoutUser', method: 'POST', path: '/users/logout' },
          requestOptions,
        );
        success = result.success !== false;
      } catch {
        // A failed logout call still signs out here: the contract says it never rejects for it.
      }
      // Said as the reason, so a gate on the page leaves the navigation to the app.
      await session.clear(reason);
      if (wasSignedIn) events.emit({ type: 'signed-out', reason, userId: who });
      await onLoggedOut?.();
      if (options.reloadOnLogout && typeof window !== 'undefined') window.location.reload();
      return { success };
    },

    async checkUserSession(requestOptions): Promise<CheckSessionResponse> {
      // Server rendering: no request (a relative baseUrl has nowhere to go there either).
      if (options.ssr || transport.relativeBaseUrl) return { authenticated: false };
      return check(requestOptions);
    },
  };
}
