import type { AuthClient, AuthClientOptions } from './auth-client';
import { devSessionProbe } from './dev-session-probe';
import { isRecord } from './error-from-response';
import { ConfigurationError, NetworkError } from './errors';
import { pathParam, requireApiKey, requireFields, withoutNullish } from './param-rules';
import { type Call, relativeBaseUrl, send } from './request';
import { resolveOptions } from './resolve-options';
import { createSessionStore } from './session-store';
import type { AuthUser, CheckSessionResponse, RequestOptions } from './types';

const SESSION_COOKIE = 'service_user_session';

const userOf = (result: Record<string, unknown>) =>
  isRecord(result.user) ? (result.user as AuthUser) : undefined;

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
  const transport = resolveOptions(options);
  const session = createSessionStore(async () => transport.jar?.remove(SESSION_COOKIE));
  const call = (request: Call, requestOptions: RequestOptions | undefined) =>
    send(transport, request, requestOptions);
  const probeSession = devSessionProbe(transport, options.fetch !== undefined);
  const signedIn = (user: AuthUser | undefined) => {
    session.signIn(user);
    const version = session.version();
    probeSession?.(() => session.version() === version);
  };
  // Given as `apiKey` or as an `X-API-Key` header of the `headers` option.
  const hasApiKey = !!transport.apiKey || new Headers(transport.headers).has('X-API-Key');

  return {
    getSession: session.get,
    subscribe: session.subscribe,

    async signupUser(params, requestOptions) {
      requireFields('signupUser', params, ['name', 'email', 'password'], true);
      const { extra, ...named } = params;
      const body = { ...withoutNullish(extra), ...withoutNullish(named) };
      const result = await call(
        { operation: 'signupUser', method: 'POST', path: '/users/signup', body },
        requestOptions,
      );
      signedIn(userOf(result));
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
      return result;
    },

    async logoutUser(onLoggedOut, requestOptions) {
      // A mistake in the set-up, unlike a failed call, is not a sign-out: say so.
      if (transport.relativeBaseUrl) throw relativeBaseUrl('logoutUser', transport.baseUrl);
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
      await session.clear();
      await onLoggedOut?.();
      if (options.reloadOnLogout && typeof window !== 'undefined') window.location.reload();
      return { success };
    },

    async checkUserSession(requestOptions): Promise<CheckSessionResponse> {
      // Server rendering: no request (a relative baseUrl has nowhere to go there either).
      if (options.ssr || transport.relativeBaseUrl) return { authenticated: false };
      // A sign-in or sign-out that lands while this check is in flight is newer than its answer.
      const version = session.version();
      let result: CheckSessionResponse;
      try {
        const answer = await call(
          { operation: 'checkUserSession', method: 'GET', path: '/users/session' },
          requestOptions,
        );
        result = { ...answer, authenticated: answer.authenticated === true };
      } catch (error) {
        if (error instanceof NetworkError) return { authenticated: false, error };
        result = { authenticated: false };
      }
      if (session.version() === version) {
        if (result.authenticated) session.signIn(userOf(result));
        else await session.clear();
      }
      return result;
    },

    async requestEmailVerificationOTP(params, requestOptions) {
      const userId = pathParam('requestEmailVerificationOTP', params, 'userId');
      requireFields('requestEmailVerificationOTP', params, ['email']);
      return call(
        {
          operation: 'requestEmailVerificationOTP',
          method: 'POST',
          path: `/users/send-verify-otp/${userId}`,
          body: { email: params.email },
        },
        requestOptions,
      );
    },

    async verifyEmail(params, requestOptions) {
      const body = { email: params?.email, otp: params?.otp };
      return call(
        { operation: 'verifyEmail', method: 'POST', path: '/users/verify-email', body },
        requestOptions,
      );
    },

    async getUser(params, requestOptions) {
      const given = (['id', 'username'] as const).filter(
        (key) => typeof params?.[key] === 'string' && params[key] !== '',
      );
      const [key] = given;
      if (given.length !== 1 || key === undefined) {
        throw new ConfigurationError('getUser needs exactly one of id and username.', {
          operation: 'getUser',
          fields: { id: 'Give id or username', username: 'Give id or username' },
        });
      }
      const result = await call(
        {
          operation: 'getUser',
          method: 'GET',
          path: `/users/${encodeURIComponent(transport.appId)}/user`,
          query: { [key]: String(params[key]) },
        },
        requestOptions,
      );
      return result as AuthUser;
    },

    async getUserProfile(params, requestOptions) {
      requireFields('getUserProfile', params, ['userId']);
      const result = await call(
        {
          operation: 'getUserProfile',
          method: 'POST',
          path: '/users/profile',
          body: { userId: params.userId },
        },
        requestOptions,
      );
      return result as AuthUser;
    },

    async updateUser(params, requestOptions) {
      const userId = pathParam('updateUser', params, 'userId');
      const { userId: target, ...patch } = params;
      const body = { ...withoutNullish(patch), appId: transport.appId };
      const result = await call(
        { operation: 'updateUser', method: 'PUT', path: `/users/update/${userId}`, body },
        requestOptions,
      );
      const user = userOf(result);
      if (isSignedIn(target)) {
        if (patch.password != null) await session.clear();
        else if (user) session.signIn(user);
      }
      return result;
    },

    async deleteUser(params, requestOptions) {
      const userId = pathParam('deleteUser', params, 'userId');
      const result = await call(
        { operation: 'deleteUser', method: 'DELETE', path: `/users/delete/${userId}` },
        requestOptions,
      );
      if (isSignedIn(params.userId)) await session.clear();
      return result;
    },

    async changePassword(params, requestOptions) {
      const userId = pathParam('changePassword', params, 'userId');
      requireFields('changePassword', params, ['currentPassword', 'newPassword']);
      const result = await call(
        {
          operation: 'changePassword',
          method: 'PUT',
          path: `/users/change-password/${userId}`,
          body: { currentPassword: params.currentPassword, newPassword: params.newPassword },
        },
        requestOptions,
      );
      await session.clear();
      return result;
    },

    async requestResetUserPasswordOTP(params, requestOptions) {
      requireApiKey('requestResetUserPasswordOTP', hasApiKey);
      return call(
        {
          operation: 'requestResetUserPasswordOTP',
          method: 'POST',
          path: '/users/forgot-password',
          body: { email: params?.email },
        },
        requestOptions,
      );
    },

    async resetUserPassword(params, requestOptions) {
      requireApiKey('resetUserPassword', hasApiKey);
      const body = { email: params?.email, otp: params?.otp, newPassword: params?.newPassword };
      return call(
        { operation: 'resetUserPassword', method: 'POST', path: '/users/reset-password', body },
        requestOptions,
      );
    },

    async checkIfUserExists(params, requestOptions) {
      const userId = pathParam('checkIfUserExists', params, 'userId');
      const result = await call(
        {
          operation: 'checkIfUserExists',
          method: 'GET',
          path: `/users/check-user/${userId}`,
          query: { appId: transport.appId },
        },
        requestOptions,
      );
      return { ...result, exists: result.exists === true };
    },
  };

  function isSignedIn(userId: string) {
    const current = session.get();
    return current.status === 'authenticated' && current.user?.id === userId;
  }
}
