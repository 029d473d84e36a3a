import { describeUnexpectedError } from './error-log';
import { HttpError, rateLimited } from './http-error';
import { takeLateCheck } from './late-reset';
import { mailAfterAnswer } from './mailbox';
import { deviceParty } from './password-check';
import type { RouteContext } from './route-context';
import { newOtp, otpHash, safeEqual } from './secrets';
import { lookupKey, type OtpPurpose, type StoredUser } from './store/auth-store';
import { countWrongCode } from './wrong-codes';

// One-time codes: 6 digits, 10 minutes; only a salted hash is stored. Wrong tries are bounded
// per (email, client address), 5 a window, not per code, so one address cannot burn the code
// in another's inbox; the code's own count is a backstop at the per-email budget.

const OTP_TTL_MS = 10 * 60 * 1000;
/** Tries per code in process (no client address): every caller is one party there. */
const OTP_MAX_TRIES = 5;
/** Tries per code with client addresses: the per-email budget (25), a backstop. */
const OTP_BACKSTOP_TRIES = 25;

/** The key of the decoy code: no email has an empty key, so it is never looked up. */
const DECOY_EMAIL_KEY = '';

/**
 * Issues a new code for `user` (cancelling the previous one) and mails it. Without a user (an
 * unknown email at forgot-password) it does the same hashing and store write for a decoy that
 * is never mailed, so the answer takes as long either way. With `decoyFor` (an address no account
 * uses) the decoy is kept under that address, so a check of it later answers as for an account:
 * `otp_expired` after 10 minutes, not "no code". The mailer runs after the answer (see
 * mailAfterAnswer): neither its time nor its failure tells that the account exists; its
 * failures are logged.
 */
export async function issueOtp(
  ctx: RouteContext,
  user: StoredUser | null,
  purpose: OtpPurpose,
  { decoyFor }: { decoyFor?: string } = {},
) {
  const code = newOtp();
  const emailKey = user ? lookupKey(user.email) : decoyFor ? lookupKey(decoyFor) : DECOY_EMAIL_KEY;
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
  // Its name, code and message only, the one-time code blanked: a mailer's error may quote
  // the message it could not send.
  mailAfterAnswer(ctx.mailer, message, (error) =>
    console.error(
      `latchkey-server: the mailer failed: ${describeUnexpectedError(error).replaceAll(code, '******')}`,
    ),
  );
}

/** 400 `invalid_otp`: a wrong, burned or unknown code, or one for an address no longer used. */
export const invalidOtp = () =>
  new HttpError(
    400,
    'invalid_otp',
    'That code is not right. Check the latest email or ask for a new code.',
  );

/** What a code that checked out was for: its user and the address it was mailed to. */
export interface ConsumedOtp<T> {
  userId: string;
  /** The lookupKey of the address the code was mailed to. */
  emailKey: string;
  /** What `prepare` resolved. */
  prepared: T;
}

/**
 * Checks a code and burns it on success. Each check first takes, from an untrusted browser,
 * one from the address-being-checked's budget (25 verification codes per 15 minutes, 6 reset
 * codes per 6 hours and then 3 against a code mailed since, see late-reset.ts and
 * docs/service.md); from a known device (`knownDevice`, see device-cookie.ts) one of that
 * device's 25 instead (in its token's life; spent, or with no room in a full table, it is
 * untrusted). Only a wrong code counts for the client address (its 100 checks, and untrusted,
 * the 5 wrong tries of this (email, client address) pair: see wrong-codes.ts), and past those
 * the wrong answer is 429: a right code is never refused for what others behind the address
 * did. The code itself is not burned by 5 wrong tries: a stranger's guesses from another
 * address leave the owner's code usable (its tries are capped at 25, the per-email budget, as
 * a backstop; in process, with no client address, at 5 as before). Each check reserves one of
 * the code's tries in one atomic store
 * step, so however many checks race (any number of instances on one database) the caps hold;
 * a right code is consumed by one atomic delete, so it works once. Answers 400 `invalid_otp`
 * (wrong, burned, none) or `otp_expired`. `prepare` runs once the code checked out and before it
 * is consumed (reset hashes the new password there): when it fails (a 503 from a full hash
 * queue) the code is still there for the next try. The caller acts on the user only while its
 * email is still `emailKey` (see UpdateUserOptions.ifEmailKey).
 */
export async function consumeOtp<T>(
  ctx: RouteContext,
  email: string,
  purpose: OtpPurpose,
  code: string,
  prepare: () => Promise<T>,
  knownDevice?: string,
): Promise<ConsumedOtp<T>> {
  const deviceKey = `${purpose}:${knownDevice}`;
  const emailKey = lookupKey(email);
  // What this check took, all given back by a right code (the limits are on guesses).
  const taken: (() => Promise<void>)[] = [];
  const giveAllBack = () => Promise.all(taken.map((giveBack) => giveBack()));
  // A device that spent its own 25 codes (in its token's life) is a stranger again; so is one
  // the in-memory table has no room for (never 429 for the table alone).
  const mine = ctx.limits.deviceChecks;
  const trusted =
    knownDevice !== undefined &&
    (await mine.take(deviceKey, deviceParty(ctx, email))) === undefined;
  if (trusted) {
    taken.push(() => mine.giveBack(deviceKey));
  } else {
    // Per address being verified or recovered, whatever account claims it or asks: deleting
    // the account and signing up again with the address starts nothing afresh.
    const checks = purpose === 'verify-email' ? ctx.limits.verifyChecks : ctx.limits.resetChecks;
    const checksKey = `${ctx.appId}:${emailKey}`;
    const wait = await checks.take(checksKey, ctx.clientAddress);
    if (wait === undefined) taken.push(() => checks.giveBack(checksKey));
    else taken.push(await takeLateCheck(ctx, purpose, checksKey, wait));
  }
  /** A wrong (or expired) code: counted for the client address, 429 past its counts. */
  const failed = async (error: HttpError) => {
    const wait = await countWrongCode(ctx, purpose, emailKey, trusted);
    return wait === undefined ? error : rateLimited(wait);
  };
  const given = await otpHash(code.trim(), `${ctx.appId}:${emailKey}:${purpose}`);
  const maxTries = ctx.clientAddress === undefined ? OTP_MAX_TRIES : OTP_BACKSTOP_TRIES;
  const otp = await ctx.store.reserveOtpTry(ctx.appId, emailKey, purpose, maxTries);
  if (!otp) {
    // The same comparison as for a wrong code, so no code and a wrong code (an unknown
    // account and an existing one) take as long.
    await safeEqual(DECOY_EMAIL_KEY, given);
    throw await failed(invalidOtp());
  }
  if (otp.expiresAt <= ctx.now()) {
    await ctx.store.takeOtp(ctx.appId, emailKey, purpose, otp.codeHash);
    throw await failed(
      new HttpError(400, 'otp_expired', 'That code has expired. Ask for a new one.'),
    );
  }
  // Only the code this try was reserved on can be consumed; null: a racing check took it.
  if (!(await safeEqual(otp.codeHash, given))) throw await failed(invalidOtp());
  // A right code gives its checks back, before `prepare`: a 503 there leaves the code, and
  // the budget, for the next try.
  await giveAllBack();
  const prepared = await prepare();
  if (!(await ctx.store.takeOtp(ctx.appId, emailKey, purpose, given))) throw invalidOtp();
  return { userId: otp.userId, emailKey, prepared };
}
