import type { AuthClient } from './auth-client';
import type { ClientContext } from './client-context';
import { userOf } from './client-context';
import { ConfigurationError } from './errors';
import { pathParam, requireFields, withoutNullish } from './param-rules';
import type { AuthUser } from './types';

/** The operations on a user record: read, look up, update, delete, change its password. */
export function userOperations({
  transport,
  session,
  call,
  isSignedIn,
}: ClientContext): Pick<
  AuthClient,
  | 'getUser'
  | 'getUserProfile'
  | 'updateUser'
  | 'deleteUser'
  | 'changePassword'
  | 'checkIfUserExists'
> {
  return {
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
}
