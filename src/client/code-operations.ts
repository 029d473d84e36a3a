import type { AuthClient } from './auth-client';
import type { ClientContext } from './client-context';
import { pathParam, requireApiKey, requireFields } from './param-rules';

/** The operations on one-time codes: verify an email, recover a password. */
export function codeOperations({
  call,
  hasApiKey,
  session,
  events,
}: ClientContext): Pick<
  AuthClient,
  | 'requestEmailVerificationOTP'
  | 'verifyEmail'
  | 'requestResetUserPasswordOTP'
  | 'resetUserPassword'
> {
  return {
    async requestEmailVerificationOTP(params, requestOptions) {
      const userId = pathParam('requestEmailVerificationOTP', params, 'userId');
      requireFields('requestEmailVerificationOTP', params, ['email']);
      const result = await call(
        {
          operation: 'requestEmailVerificationOTP',
          method: 'POST',
          path: `/users/send-verify-otp/${userId}`,
          body: { email: params.email },
        },
        requestOptions,
      );
      events.emit({ type: 'email-verification-sent', userId: params.userId });
      return result;
    },

    async verifyEmail(params, requestOptions) {
      const body = { email: params?.email, otp: params?.otp };
      const result = await call(
        { operation: 'verifyEmail', method: 'POST', path: '/users/verify-email', body },
        requestOptions,
      );
      // The signed-in user's own address: verified now, whatever an older check still says.
      const { status, user } = session.get();
      const own =
        status === 'authenticated' &&
        user !== null &&
        typeof params?.email === 'string' &&
        user.email.toLowerCase() === params.email.trim().toLowerCase();
      if (own && 'emailVerified' in user) session.signIn({ ...user, emailVerified: true });
      events.emit({ type: 'email-verified', userId: own ? user.id : undefined });
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
      const result = await call(
        { operation: 'resetUserPassword', method: 'POST', path: '/users/reset-password', body },
        requestOptions,
      );
      events.emit({ type: 'password-reset' });
      return result;
    },
  };
}
