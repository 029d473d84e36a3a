import { clearedSessionCookie, sessionCookie } from './cookies';
import type { HashQueue } from './hash-queue';
import { forbidden, HttpError, rateLimited, unauthenticated } from './http-error';
import type { Mailbox, Mailer } from './mailbox';
import type { PasswordHashCost } from './password-cost';
import { readJsonObject } from './request-body';
import { hashPassword, newSessionId, sha256 } from './secrets';
import type { Limiter, ServiceLimits } from './service-limits';
import type { AuthStore, StoredSession, StoredUser } from './store/auth-store';

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
  /** How recent a session must be to delete its account without the API key. */
  reauthAfterSeconds: number;
  mailbox: Mailbox | undefined;
  mailer: Mailer | undefined;
  limits: ServiceLimits;
  /** Password hashes, shared fairly between client addresses. */
  hashQueue: HashQueue;
  /**
   * The key the device cookie is signed with: kept by the store (so it survives restarts and
   * every instance on one database shares it), else random for this service.
   */
  deviceSecret: () => Promise<string>;
  /** Deletes codes that expired an hour ago, at most once a minute (see otp-sweep.ts). */
  sweepOtps: () => Promise<void>;
}

/** One request, after its app and credentials were resolved. */
export interface RouteContext extends ServiceParts {
  request: Request;
  url: URL;
  params: Record<string, string>;
  appId: string;
  /** The app's secret API key came with the request: the API-key scope. */
  hasApiKey: boolean;
  /** The app's public key came with the request: it opens password recovery, nothing more. */
  hasPublicKey: boolean;
  /** The caller's valid session, with its user. */
  session: { session: StoredSession; user: StoredUser } | null;
  /** The raw session cookie value, valid or not. */
  sessionId: string | undefined;
  /** The raw device cookie value (see device-cookie.ts), valid or not. */
  deviceCookie: string | undefined;
  /** The cookie opens no session (unknown, expired): the browser should drop it. */
  staleCookie: boolean;
  secure: boolean;
  /** The client's address (see AuthServiceCall.clientAddress); undefined in process. */
  clientAddress: string | undefined;
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

/**
 * Live sessions a user may hold; a new sign-in past it ends the oldest. Enough for every
 * browser and device a person uses; it bounds what a stolen password can pile up.
 */
export const MAX_SESSIONS_PER_USER = 20;

/**
 * Starts a session for `user` and returns its Set-Cookie header, or undefined when `user`'s
 * password hash is no longer the stored one (changed or reset since it was checked, or the
 * user deleted): the store checks and inserts in one atomic step, so a login that raced a
 * change of password never outlives it.
 */
export async function startSession(
  ctx: RouteContext,
  user: StoredUser,
): Promise<string | undefined> {
  const id = newSessionId();
  const now = ctx.now();
  const inserted = await ctx.store.insertSession(
    {
      idHash: await sha256(id),
      appId: ctx.appId,
      userId: user.id,
      createdAt: now,
      expiresAt: now + ctx.sessionTtlSeconds * 1000,
    },
    { ifPasswordHash: user.passwordHash, keepAtMost: MAX_SESSIONS_PER_USER },
  );
  return inserted ? sessionCookie(id, ctx.sessionTtlSeconds, ctx.secure) : undefined;
}

/**
 * The session a write was authorised by (its idHash), when the caller acts with a session
 * alone: the store makes the write only while that session lives (UpdateUserOptions.ifSession).
 * With the API key the key authorises it, whatever the session.
 */
export const actingSession = (ctx: RouteContext): string | undefined =>
  ctx.hasApiKey ? undefined : ctx.session?.session.idHash;

/**
 * When a write conditioned on the caller's session was refused: 401 if that session ended
 * meanwhile (a logout, a password change), else undefined. (The next session check drops the
 * cookie, as for any stale one.)
 */
export async function sessionEndedError(ctx: RouteContext): Promise<HttpError | undefined> {
  const idHash = actingSession(ctx);
  if (idHash === undefined || (await ctx.store.getSession(idHash))) return undefined;
  return new HttpError(401, 'unauthenticated', 'Your session ended. Sign in again.');
}

/** Set-Cookie clearing the caller's cookie when it belonged to `userId` (its session just ended). */
export const clearIfOwn = (ctx: RouteContext, userId: string): string[] =>
  ctx.session?.user.id === userId ? [clearedSessionCookie(ctx.secure)] : [];

/**
 * Takes an attempt from a per-address limiter (see AddressLimits). A call without an address
 * (in process) is not limited by address. Await it: it rejects with the 429.
 */
export async function limitAddress(
  ctx: RouteContext,
  pick: (limits: NonNullable<ServiceLimits['byAddress']>) => Limiter,
): Promise<void> {
  if (ctx.clientAddress !== undefined && ctx.limits.byAddress)
    await limit(pick(ctx.limits.byAddress), ctx.clientAddress, ctx.clientAddress);
}

/**
 * Takes an attempt from a limiter before the work, rejecting with 429 and Retry-After past the
 * limit. Await it (the counters may be in a shared store). `from` is the client address asking
 * (see Limiter.take): pass it wherever there is one.
 */
export async function limit(limiter: Limiter, key: string, from?: string): Promise<void> {
  const wait = await limiter.take(key, from);
  if (wait !== undefined) throw rateLimited(wait);
}

/**
 * Takes one attempt from each limiter in turn (`limit`, from the client address); when one
 * refuses (429), gives back what the others took, and calls `undo`: a refused request has
 * spent nothing.
 */
export async function limitAll(
  ctx: RouteContext,
  steps: readonly (readonly [Limiter, string])[],
  undo: () => Promise<void> = async () => {},
): Promise<void> {
  const taken: (readonly [Limiter, string])[] = [];
  try {
    for (const [limiter, key] of steps) {
      await limit(limiter, key, ctx.clientAddress);
      taken.push([limiter, key]);
    }
  } catch (error) {
    await Promise.all([undo(), ...taken.map(([limiter, key]) => limiter.giveBack(key))]);
    throw error;
  }
}

/** Rejects with 429 when `limit` would now; takes and opens nothing. */
export async function checkLimit(limiter: Limiter, key: string, from?: string): Promise<void> {
  const wait = await limiter.check(key, from);
  if (wait !== undefined) throw rateLimited(wait);
}

/**
 * Hashes a new password (signup, reset, change, update) in the service's fair hash queue, like a
 * password check: no address gets more than its share of the hashing threads.
 */
export const hashNewPassword = (ctx: RouteContext, password: string): Promise<string> =>
  ctx.hashQueue.run(ctx.clientAddress, () => hashPassword(password, ctx.hashCost));
