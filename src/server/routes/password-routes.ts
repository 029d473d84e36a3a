import { sendNotice } from '../account-notices';
import { refuseCommonPassword } from '../common-passwords';
import { knownDevice, trustedDevice } from '../device-cookie';
import { takeFailingEmail } from '../failing-emails';
import { HttpError, notFound } from '../http-error';
import { markIfLate } from '../late-reset';
import { consumeOtp, invalidOtp, issueOtp } from '../otp';
import { clearLoginFailures, passwordMatches, withRoom } from '../password-check';
import {
  actingSession,
  body,
  clearIfOwn,
  hashNewPassword,
  limitAddress,
  limitAll,
  type RouteContext,
  requireActingOn,
  sessionEndedError,
} from '../route-context';
import { lookupKey } from '../store/auth-store';
import { changePasswordBody, emailBody, parseBody, resetPasswordBody } from '../wire-schemas';
import type { Route } from './route';

/** Recovery runs without a session, so only the app's key (secret or public) opens it. */
function requireKeyForRecovery(ctx: RouteContext) {
  if (!ctx.hasApiKey && !ctx.hasPublicKey) {
    throw new HttpError(401, 'unauthenticated', 'Password recovery needs the application API key.');
  }
}

export const passwordRoutes: Route[] = [
  {
    method: 'PUT',
    path: '/users/change-password/:userId',
    async handler(ctx) {
      const userId = ctx.params.userId ?? '';
      requireActingOn(ctx, userId);
      const { currentPassword, newPassword } = parseBody(changePasswordBody, await body(ctx));
      await refuseCommonPassword(newPassword, 'newPassword');
      const user = await ctx.store.getUser(ctx.appId, { id: userId });
      if (!user) throw notFound('No such user.');
      const device = await trustedDevice(ctx, user, user.email);
      if (!(await passwordMatches(ctx, user.email, currentPassword, user, device))) {
        throw new HttpError(401, 'invalid_credentials', 'The current password is wrong.', {
          fields: { currentPassword: 'Wrong password' },
        });
      }
      // Only while the password checked is still the user's and the caller's session lives:
      // checked in the write's own transaction.
      const changed = await ctx.store.updateUser(
        ctx.appId,
        userId,
        { passwordHash: await hashNewPassword(ctx, newPassword), updatedAt: ctx.now() },
        { endSessions: true, ifPasswordHash: user.passwordHash, ifSession: actingSession(ctx) },
      );
      if (!changed) {
        throw (
          (await sessionEndedError(ctx)) ??
          new HttpError(401, 'invalid_credentials', 'The current password is wrong.', {
            fields: { currentPassword: 'Wrong password' },
          })
        );
      }
      // The owner proved the current password: guesses against it no longer count.
      await clearLoginFailures(ctx, user.email);
      sendNotice(ctx, user.email, 'password-changed');
      return { body: { success: true }, cookies: clearIfOwn(ctx, userId) };
    },
  },
  {
    method: 'POST',
    path: '/users/forgot-password',
    async handler(ctx) {
      requireKeyForRecovery(ctx);
      const { email } = parseBody(emailBody, await body(ctx));
      const inboxKey = `${ctx.appId}:${lookupKey(email)}`;
      const user = await ctx.store.getUser(ctx.appId, { email });
      // A known browser the in-memory device table has no room for is untrusted (see withRoom).
      const known = await trustedDevice(ctx, user, email);
      const device = await withRoom(ctx.limits.deviceForgot, known, known, ctx.clientAddress ?? '');
      await limitAddress(ctx, (byAddress) => byAddress.otpEmails);
      if (device) {
        // The owner's own browser (device cookie): its own 3, and its own cap on the inbox
        // beside the one strangers can fill, so 20 reset mails a window at most in all.
        await limitAll(ctx, [
          [ctx.limits.deviceForgot, device],
          [ctx.limits.deviceInbox, inboxKey],
        ]);
      } else {
        // Counted per email whether or not an account exists, and answered alike. A request
        // refused here (429) mails nothing, so it gives back all it took, the failure counted
        // against the email for the address included.
        const giveBack = await takeFailingEmail(ctx, lookupKey(email));
        await limitAll(
          ctx,
          [
            [ctx.limits.forgot, inboxKey],
            [ctx.limits.inbox, inboxKey],
          ],
          giveBack,
        );
      }
      // An unknown email gets a decoy code (same work, nothing mailed): the answer and its
      // timing are the same.
      // No account: a decoy under the address given, so a reset tried with it later answers
      // as for an account (otp_expired once 10 minutes pass), not "no code".
      // Mailed after the email's 6 wrong-code checks were spent: the code gets the late 3.
      await markIfLate(ctx, email);
      await issueOtp(ctx, user, 'reset-password', { decoyFor: email });
      return {
        body: { success: true, message: 'If an account uses this email, a code is on its way.' },
      };
    },
  },
  {
    method: 'POST',
    path: '/users/reset-password',
    async handler(ctx) {
      requireKeyForRecovery(ctx);
      const { email, otp, newPassword } = parseBody(resetPasswordBody, await body(ctx));
      // Before the code is looked at: a refused password leaves it for the next try.
      await refuseCommonPassword(newPassword, 'newPassword');
      // Hashed once the code checks out and before it is used up: a busy hash queue (503)
      // leaves the code for the next try.
      const device = await knownDevice(ctx, email);
      const code = await consumeOtp(
        ctx,
        email,
        'reset-password',
        otp,
        () => hashNewPassword(ctx, newPassword),
        device,
      );
      // Only while the email is still the one the code was mailed to.
      const user = await ctx.store.updateUser(
        ctx.appId,
        code.userId,
        { passwordHash: code.prepared, updatedAt: ctx.now() },
        { endSessions: true, ifEmailKey: code.emailKey },
      );
      if (!user) throw invalidOtp();
      // A reset proves the owner: a stranger's guesses no longer keep them at 429.
      await clearLoginFailures(ctx, user.email);
      // The owner may be taking back an account a stranger made with their address: the notice
      // asks them to review the profile (the stranger's devices were revoked with the hash).
      sendNotice(ctx, user.email, 'password-reset');
      return { body: { success: true } };
    },
  },
];
