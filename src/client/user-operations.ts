import type { AuthClient } from './auth-client';
import type { ClientContext } from './client-context';
import { userOf } from './client-context';
import { ConfigurationError } from './errors';
import { keepSignedIn } from './keep-signed-in';
import { pathParam, requireFields, withoutNullish } from './param-rules';
import type { AuthUser } from './types';

/** The operations on a user record: read, look up, update, delete, change its password. */
export function userOperations(
  context: ClientContext,
): Pick<
  AuthClient,
  | 'getUser'
  | 'getUserProfile'
  | 'updateUser'
  | 'deleteUser'
  | 'changePassword'
  | 'checkIfUserExists'
> {
  const { transport, session, events, call, send, isSignedIn } = context;

  /**
   * A service that ends every session on a new email (the reference service keeps this one):
   * asked once, and signed in again with the new email and the password the change was made
   * with.
   */
  const afterEmailChange = async (email: string | undefined, password: unknown) => {
    const answer = await send({
      operation: 'checkUserSession',
      method: 'GET',
      path: '/users/session',
    }).catch(() => ({ authenticated: true }));
    if (answer.authenticated === true) return;
    const given = typeof password === 'string' && password !== '' ? password : undefined;
    await keepSignedIn(context, given && email, given ?? '');
  };

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
      const before = session.get().user;
      const own = isSignedIn(target);
      const newEmail = patch.email != null && patch.email !== before?.email;
      const update = async () => {
        const result = await call(
          { operation: 'updateUser', method: 'PUT', path: `/users/update/${userId}`, body },
          requestOptions,
        );
        const user = userOf(result);
        if (newEmail) events.emit({ type: 'email-changed', userId: target });
        if (patch.password != null) events.emit({ type: 'password-changed', userId: target });
        if (!own) return result;
        if (user) session.signIn(user);
        const email = user?.email ?? patch.email ?? before?.email;
        if (patch.password != null) await keepSignedIn(context, email, patch.password);
        else if (newEmail) await afterEmailChange(email, patch.currentPassword);
        return result;
      };
      // A new password or email may end every session: nothing signed out is published meanwhile.
      return own && (patch.password != null || newEmail) ? session.guard(update) : update();
    },

    async deleteUser(params, requestOptions) {
      const userId = pathParam('deleteUser', params, 'userId');
      const own = isSignedIn(params.userId);
      const remove = async () => {
        const result = await call(
          { operation: 'deleteUser', method: 'DELETE', path: `/users/delete/${userId}` },
          requestOptions,
        );
        events.emit({ type: 'account-deleted', userId: params.userId });
        if (own) {
          await session.clear('account-deleted');
          events.emit({ type: 'signed-out', reason: 'account-deleted', userId: params.userId });
        }
        return result;
      };
      return own ? session.guard(remove) : remove();
    },

    async changePassword(params, requestOptions) {
      const userId = pathParam('changePassword', params, 'userId');
      requireFields('changePassword', params, ['currentPassword', 'newPassword']);
      const own = isSignedIn(params.userId);
      const email = session.get().user?.email;
      const change = async () => {
        const result = await call(
          {
            operation: 'changePassword',
            method: 'PUT',
            path: `/users/change-password/${userId}`,
            body: { currentPassword: params.currentPassword, newPassword: params.newPassword },
          },
          requestOptions,
        );
        events.emit({ type: 'password-changed', userId: params.userId });
        // The service ended every session, this one too: sign in again with the new password.
        if (own) await keepSignedIn(context, email, params.newPassword);
        return result;
      };
      return own ? session.guard(change) : change();
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
