import { trustedDevice } from './device-cookie';
import { HttpError, invalid } from './http-error';
import { passwordMatches } from './password-check';
import type { RouteContext } from './route-context';
import type { StoredUser } from './store/auth-store';

/**
 * updateUser's guard on credentials: without the API key (a session alone), a new password or
 * a new email needs `currentPassword`, so a stolen cookie cannot take the account over (400
 * when it is missing, 401 `invalid_credentials` when wrong). The API key is the app's admin
 * path and needs none. When given it is always checked, under the login limits like
 * change-password's (a known device's own budget included). Never stored or echoed.
 */
export async function confirmCurrentPassword(
  ctx: RouteContext,
  user: StoredUser,
  changesCredentials: boolean,
  currentPassword: string | undefined,
): Promise<void> {
  if (currentPassword === undefined) {
    if (changesCredentials && !ctx.hasApiKey) {
      throw invalid(
        { currentPassword: 'Required' },
        'Changing the password or email needs the current password.',
      );
    }
    return;
  }
  // Counted like a login: from the owner's own browser (device cookie) against its budget, so
  // a stranger's lockout of the email does not stop the owner changing their password there.
  const device = await trustedDevice(ctx, user, user.email);
  if (!(await passwordMatches(ctx, user.email, currentPassword, user, device))) {
    throw new HttpError(401, 'invalid_credentials', 'The current password is wrong.', {
      fields: { currentPassword: 'Wrong password' },
    });
  }
}
