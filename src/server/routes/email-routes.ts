import { consumeOtp, invalidOtp, issueOtp } from '../otp';
import { body, checkLimit, limitAddress, limitAll } from '../route-context';
import { isMintedUserId } from '../secrets';
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
      // An id the service never minted (malformed, or a 15 KB one) is no user's: it is
      // answered as an unknown id, and counted under its first 36 characters behind a `~` (it
      // cannot be a minted id's key): a limiter window costs bytes per key, and a long id would
      // have cost its length per window (up to 3 GB at the in-memory caps).
      const minted = isMintedUserId(userId);
      const user = minted ? await ctx.store.getUser(ctx.appId, { id: userId }) : null;
      const idKey = minted ? userId : `~${userId.slice(0, 36)}`;
      const emailKey = lookupKey(email);
      const inboxKey = `${ctx.appId}:${emailKey}`;
      // An unknown user, or an email that is not the user's, gets a decoy code (same work,
      // nothing mailed) and the same answer: no oracle for the user's address, nor for which
      // ids exist. The mailer is not awaited either way.
      const owner = user && lookupKey(user.email) === emailKey ? user : null;
      // Counted per user id and address named, whether or not the two match (and whether or
      // not the user exists): a stranger naming wrong addresses cannot use up the owner's
      // mails, and the answers stay alike (no oracle); the per-client-address limit caps the
      // volume. The inbox's verification mails (their own count, apart from forgot-password's)
      // are looked at for every request alike, but only a mail actually sent takes one: ids
      // that are not the owner's cannot spend the owner's mails.
      await limitAddress(ctx, (byAddress) => byAddress.otpEmails);
      if (!owner) await checkLimit(ctx.limits.verifyInbox, inboxKey, ctx.clientAddress);
      await limitAll(ctx, [
        [ctx.limits.verify, `${ctx.appId}:${idKey}:${emailKey}`],
        ...(owner ? [[ctx.limits.verifyInbox, inboxKey] as const] : []),
      ]);
      await issueOtp(ctx, owner, 'verify-email');
      return { body: { success: true } };
    },
  },
  {
    method: 'POST',
    path: '/users/verify-email',
    async handler(ctx) {
      const { email, otp } = parseBody(verifyEmailBody, await body(ctx));
      // No device budget here: a device token proves the account's password, not that its
      // holder owns the address (the claim this code is to prove), and each sign-in mints a
      // fresh token. Every check is counted on the email's 25 a window, whatever the browser.
      const code = await consumeOtp(ctx, email, 'verify-email', otp, async () => undefined);
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
