import { HttpError } from './http-error';
import type { RouteContext } from './route-context';
import { newOtp, otpHash, safeEqual } from './secrets';
import { lookupKey, type OtpPurpose, type StoredUser } from './store/auth-store';

// One-time codes: 6 digits, 10 minutes, 5 wrong tries burn one; only a salted hash is stored.

const OTP_TTL_MS = 10 * 60 * 1000;
const OTP_MAX_TRIES = 5;

/** The key of the decoy code: no email has an empty key, so it is never looked up. */
const DECOY_EMAIL_KEY = '';

/**
 * Issues a new code for `user` (cancelling the previous one) and mails it. Without a user (an
 * unknown email at forgot-password) it does the same hashing and store write for a decoy that
 * is never mailed, so the answer takes as long either way. With `mailInBackground` the mailer
 * is not awaited (a slow or failing mailer would tell that the account exists); its failures
 * are logged.
 */
export async function issueOtp(
  ctx: RouteContext,
  user: StoredUser | null,
  purpose: OtpPurpose,
  { mailInBackground = false } = {},
) {
  const code = newOtp();
  const emailKey = user ? lookupKey(user.email) : DECOY_EMAIL_KEY;
  await ctx.store.putOtp({
    appId: ctx.appId,
    emailKey,
    purpose,
    userId: user?.id ?? '',
    codeHash: await otpHash(code, `${ctx.appId}:${emailKey}:${purpose}`),
    expiresAt: ctx.now() + OTP_TTL_MS,
    attempts: 0,
  });
  if (!user) return;
  const message = {
    to: user.email,
    kind: purpose,
    otp: code,
    sentAt: new Date(ctx.now()).toISOString(),
  };
  ctx.mailbox?.add(message);
  const sending = Promise.resolve(ctx.mailer?.(message));
  if (!mailInBackground) return sending;
  sending.catch((error: unknown) => console.error('latchkey-server: the mailer failed', error));
}

/**
 * Checks a code and burns it on success; wrong codes count, the fifth burns it. Answers 400
 * `invalid_otp` (wrong, burned, none) or `otp_expired`. Returns the id of the user it was for.
 */
export async function consumeOtp(
  ctx: RouteContext,
  email: string,
  purpose: OtpPurpose,
  code: string,
) {
  const emailKey = lookupKey(email);
  const otp = await ctx.store.getOtp(ctx.appId, emailKey, purpose);
  const wrong = new HttpError(
    400,
    'invalid_otp',
    'That code is not right. Check the latest email or ask for a new code.',
  );
  if (!otp) {
    // The same hashing and store write as for a wrong code, so no code and a wrong code (an
    // unknown account and an existing one) take as long.
    await safeEqual(
      DECOY_EMAIL_KEY,
      await otpHash(code.trim(), `${ctx.appId}:${emailKey}:${purpose}`),
    );
    await ctx.store.recordOtpFailure(ctx.appId, emailKey, purpose);
    throw wrong;
  }
  if (otp.expiresAt <= ctx.now()) {
    await ctx.store.deleteOtp(ctx.appId, emailKey, purpose);
    throw new HttpError(400, 'otp_expired', 'That code has expired. Ask for a new one.');
  }
  const given = await otpHash(code.trim(), `${ctx.appId}:${emailKey}:${purpose}`);
  if (!(await safeEqual(otp.codeHash, given))) {
    const tries = await ctx.store.recordOtpFailure(ctx.appId, emailKey, purpose);
    if (tries >= OTP_MAX_TRIES) await ctx.store.deleteOtp(ctx.appId, emailKey, purpose);
    throw wrong;
  }
  await ctx.store.deleteOtp(ctx.appId, emailKey, purpose);
  return otp.userId;
}
