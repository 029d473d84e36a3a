import type { AuthClient } from './auth-client';
import type { ClientContext } from './client-context';
import { pathParam, requireApiKey, requireFields } from './param-rules';

/** The operations on one-time codes: verify an email, recover a password. */
export function codeOperations({
  call,
  hasApiKey,
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
  };
}
