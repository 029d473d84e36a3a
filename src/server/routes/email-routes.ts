import { knownDevice } from '../device-cookie';
import { consumeOtp, invalidOtp, issueOtp } from '../otp';
import { body, limit, limitAddress } from '../route-context';
import { lookupKey } from '../store/auth-store';
import { publicUser } from '../user-record';
import { emailBody, parseBody, verifyEmailBody } from '../wire-schemas';
import type { Route } from './route';

export const emailRoutes: Route[] = [
  {
    method: 'POST',
    path: '/users/send-verify-otp/:userId',
    async handler(ctx) {
      const { email } = parseBody(emailBody, await body(ctx));
      const userId = ctx.params.userId ?? '';
      const user = await ctx.store.getUser(ctx.appId, { id: userId });
      // Counted per user id and address named, before the two are compared (and whether or
      // not the user exists): a stranger naming wrong addresses cannot use up the owner's
      // mails, and the answers stay alike (no oracle); the per-client-address limit caps the
      // volume, and the per-inbox limit what one address receives whatever account asks.
      await limitAddress(ctx, (byAddress) => byAddress.otpEmails);
      await limit(ctx.limits.verify, `${ctx.appId}:${userId}:${lookupKey(email)}`);
      await limit(ctx.limits.inbox, `${ctx.appId}:${lookupKey(email)}`);
      // An unknown user, or an email that is not the user's, gets a decoy code (same work,
      // nothing mailed) and the same answer: no oracle for the user's address, nor for which
      // ids exist. The mailer is not awaited either way.
      const owner = user && lookupKey(user.email) === lookupKey(email) ? user : null;
      await issueOtp(ctx, owner, 'verify-email', { mailInBackground: true });
      return { body: { success: true } };
    },
  },
  {
    method: 'POST',
    path: '/users/verify-email',
    async handler(ctx) {
      const { email, otp } = parseBody(verifyEmailBody, await body(ctx));
      const device = await knownDevice(ctx, email);
      const code = await consumeOtp(ctx, email, 'verify-email', otp, async () => undefined, device);
      // Verifies the address the code was mailed to, and only while it is still the user's.
      const user = await ctx.store.updateUser(
        ctx.appId,
        code.userId,
        { emailVerified: true, updatedAt: ctx.now() },
        { ifEmailKey: code.emailKey },
      );
      if (!user) throw invalidOtp();
      return { body: { success: true, user: publicUser(user) } };
    },
  },
];
