import { invalid, notFound } from '../http-error';
import { consumeOtp, issueOtp } from '../otp';
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
      const user = await ctx.store.getUser(ctx.appId, { id: ctx.params.userId ?? '' });
      if (!user) throw notFound('No such user.');
      if (lookupKey(user.email) !== lookupKey(email)) {
        throw invalid({ email: 'Not the email address of this user' });
      }
      await limitAddress(ctx, (byAddress) => byAddress.otpEmails);
      await limit(ctx.limits.verify, `${ctx.appId}:${lookupKey(email)}`);
      await issueOtp(ctx, user, 'verify-email');
      return { body: { success: true } };
    },
  },
  {
    method: 'POST',
    path: '/users/verify-email',
    async handler(ctx) {
      const { email, otp } = parseBody(verifyEmailBody, await body(ctx));
      const userId = await consumeOtp(ctx, email, 'verify-email', otp);
      const user = await ctx.store.updateUser(ctx.appId, userId, {
        emailVerified: true,
        updatedAt: ctx.now(),
      });
      if (!user) throw notFound('No such user.');
      return { body: { success: true, user: publicUser(user) } };
    },
  },
];
