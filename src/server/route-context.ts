import { clearedSessionCookie, sessionCookie } from './cookies';
import { forbidden, HttpError, rateLimited, unauthenticated } from './http-error';
import type { Mailbox, Mailer } from './mailbox';
import type { PasswordHashCost } from './password-cost';
import type { createRateLimiter } from './rate-limiter';
import { readJsonObject } from './request-body';
import { newOtp, newSessionId, otpHash, safeEqual, sha256 } from './secrets';
import {
  type AuthStore,
  lookupKey,
  type OtpPurpose,
  type StoredSession,
  type StoredUser,
} from './store/auth-store';

/** What a route answers: a status and a JSON body, and the Set-Cookie headers to add. */
export interface Reply {
  status?: number;
  body: unknown;
  cookies?: string[];
}

/** The service-wide parts every route uses, made once by createAuthService. */
export interface ServiceParts {
  store: AuthStore;
  now: () => number;
  hashCost: PasswordHashCost;
  /** A hash of a random password, verified when the email is unknown so timing tells nothing. */
  dummyHash: Promise<string>;
  sessionTtlSeconds: number;
  mailbox: Mailbox | undefined;
  mailer: Mailer | undefined;
  limits: {
    login: ReturnType<typeof createRateLimiter>;
    forgot: ReturnType<typeof createRateLimiter>;
    verify: ReturnType<typeof createRateLimiter>;
  };
}

const OTP_TTL_MS = 10 * 60 * 1000;
const OTP_MAX_TRIES = 5;

/** One request, after its app and credentials were resolved. */
export interface RouteContext extends ServiceParts {
  request: Request;
  url: URL;
  params: Record<string, string>;
  appId: string;
  /** A valid X-API-Key for this app came with the request. */
  hasApiKey: boolean;
  /** The caller's valid session, with its user. */
  session: { session: StoredSession; user: StoredUser } | null;
  /** The raw session cookie value, valid or not. */
  sessionId: string | undefined;
  /** The cookie opens no session (unknown, expired): the browser should drop it. */
  staleCookie: boolean;
  secure: boolean;
}

export const body = (ctx: RouteContext) => readJsonObject(ctx.request);

/** Restricted operations: the API key, and nothing else, opens them. */
export function requireApiKey(ctx: RouteContext) {
  if (ctx.hasApiKey) return;
  throw ctx.session
    ? forbidden('This operation needs the application API key.')
    : unauthenticated('This operation needs the application API key.');
}

/** Acting on `userId`: the API key may act on any user of the app, a session only on its own. */
export function requireActingOn(ctx: RouteContext, userId: string) {
  if (ctx.hasApiKey) return;
  if (!ctx.session) throw unauthenticated();
  if (ctx.session.user.id !== userId) throw forbidden('A session may only act on its own user.');
}

/** Starts a session for `user` and returns its Set-Cookie header. */
export async function startSession(ctx: RouteContext, user: StoredUser): Promise<string> {
  const id = newSessionId();
  const now = ctx.now();
  await ctx.store.insertSession({
    idHash: await sha256(id),
    appId: ctx.appId,
    userId: user.id,
    createdAt: now,
    expiresAt: now + ctx.sessionTtlSeconds * 1000,
  });
  return sessionCookie(id, ctx.sessionTtlSeconds, ctx.secure);
}

/** Set-Cookie clearing the caller's cookie when it belonged to `userId` (its session just ended). */
export const clearIfOwn = (ctx: RouteContext, userId: string): string[] =>
  ctx.session?.user.id === userId ? [clearedSessionCookie(ctx.secure)] : [];

/** Counts an event against a limiter, throwing 429 with Retry-After past the limit. */
export function limit(limiter: ReturnType<typeof createRateLimiter>, key: string) {
  const wait = limiter.hit(key);
  if (wait !== undefined) throw rateLimited(wait);
}

/** Issues a new code for `user` (cancelling the previous one) and mails it. */
export async function issueOtp(ctx: RouteContext, user: StoredUser, purpose: OtpPurpose) {
  const code = newOtp();
  const emailKey = lookupKey(user.email);
  await ctx.store.putOtp({
    appId: ctx.appId,
    emailKey,
    purpose,
    userId: user.id,
    codeHash: await otpHash(code, `${ctx.appId}:${emailKey}:${purpose}`),
    expiresAt: ctx.now() + OTP_TTL_MS,
    attempts: 0,
  });
  const message = {
    to: user.email,
    kind: purpose,
    otp: code,
    sentAt: new Date(ctx.now()).toISOString(),
  };
  ctx.mailbox?.add(message);
  await ctx.mailer?.(message);
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
  if (!otp) throw wrong;
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
