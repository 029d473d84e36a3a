import { countWrongPassword, overCapFor } from './failing-emails';
import { rateLimited } from './http-error';
import { limit, type RouteContext } from './route-context';
import { verifyPassword } from './secrets';
import type { Limiter } from './service-limits';
import { lookupKey, type StoredUser } from './store/auth-store';

const loginKey = (ctx: RouteContext, email: string) => `${ctx.appId}:${lookupKey(email)}`;

/**
 * Checks a password for login or change-password under the login limits: at most 10 passwords
 * checked per email per window, however requests interleave (in any number of instances sharing
 * a PostgreSQL store); the rest are 429, costing no hash. A right password gives its attempts
 * back, so only wrong ones count. An unknown user (null) is checked against a dummy hash, so
 * both answers take as long. The per-address counts (100 wrong passwords, 3 failing emails) are
 * taken only once a password turned out wrong, and never refuse one before its check: past the
 * 100 a wrong password is answered 429, and an address over its failing emails counts on the
 * email's overflow budget (see failing-emails.ts).
 *
 * With `knownDevice` (a valid device cookie for this user, see device-cookie.ts) the attempt is
 * counted against that device's own 10 (while it has any left), not the email's: a stranger
 * who filled the email's budget does not lock the owner's own browser out.
 *
 * The attempt is taken only once the hash is admitted: a key already at its limit is refused at
 * once (a look that opens nothing), then the check waits its turn in the fair hash queue, and
 * takes its attempts when its turn comes, just before the hash. A request the queue refuses
 * (503, full) has taken nothing and opened no window, so a flood of 503s cannot push a victim's
 * window out of the in-memory limiter.
 */
export async function passwordMatches(
  ctx: RouteContext,
  email: string,
  password: string,
  user: StoredUser | null,
  knownDevice?: string,
): Promise<boolean> {
  const party = deviceParty(ctx, email);
  const logins = ctx.limits.deviceLogins;
  // A device that spent its own 10 (in its token's life) is a stranger again until the
  // browser signs in (a new token): a stolen device cookie runs out, it does not renew. So is
  // one the in-memory table has no room for (see withRoom): never 429 for the table alone.
  const device = await withRoom(
    logins,
    knownDevice,
    await unspent(logins, knownDevice, knownDevice),
    party,
  );
  const budgetKey = loginKey(ctx, email);
  const emailKey = lookupKey(email);
  // An address over its cap of failing emails counts on the email's overflow budget, apart
  // from the one that locks the email for everyone (see failing-emails.ts).
  const budget =
    !device && (await overCapFor(ctx, emailKey))
      ? (ctx.limits.byAddress?.loginOverflow ?? ctx.limits.login)
      : ctx.limits.login;
  if (!device) await refuseIfLimited(budget.check(budgetKey, ctx.clientAddress));
  const stored = user?.passwordHash ?? (await ctx.dummyHash);
  // What this check took, given back when nothing failed (a right password, no hash run).
  const taken: (() => Promise<void>)[] = [];
  const giveAllBack = () => Promise.all(taken.map((giveBack) => giveBack()));
  // In turn with other clients' hashes: a flood from one address does not hold the others.
  let trusted = false;
  const valid = await ctx.hashQueue.run(ctx.clientAddress, async () => {
    // The device's table may have filled while this waited: untrusted then.
    if (device && (await logins.take(device, party)) === undefined) {
      trusted = true;
      taken.push(() => logins.giveBack(device));
    } else {
      await limit(budget, budgetKey, ctx.clientAddress);
      taken.push(() => budget.giveBack(budgetKey));
    }
    try {
      return await verifyPassword(password, stored);
    } catch (error) {
      // No password was checked: the attempt does not count.
      await giveAllBack();
      throw error;
    }
  });
  if (valid && user) {
    await giveAllBack();
    return true;
  }
  // Only what failed is counted per address: a right password is never refused for what
  // others behind the same address did (an office, a NAT, a test suite on one machine).
  if (!trusted) await countWrongPassword(ctx, emailKey);
  const address = ctx.clientAddress;
  const byAddress = address === undefined ? undefined : ctx.limits.byAddress;
  const wait = await byAddress?.failedLogins.take(address ?? '', address);
  if (wait !== undefined) throw rateLimited(wait);
  return false;
}

/**
 * `device` when its budget `limiter` under `key` is not spent, else undefined (untrusted). A
 * device with no window yet is unspent, whatever room the limiter has: only its own window is
 * looked at. (Before, a full in-memory table answered "wait" for a key with no window, and every
 * device new to the table counted as spent: filling it switched device trust off for everyone.)
 */
export async function unspent(
  limiter: Limiter,
  key: string | undefined,
  device: string | undefined,
): Promise<string | undefined> {
  if (device === undefined || key === undefined) return undefined;
  return (await limiter.peek(key)) === undefined ? device : undefined;
}

/**
 * `device` when `limiter` could take an attempt for `key` now, asked by `from`; undefined when
 * not (no room for a window in a full in-memory table, or its own window at its limit): the
 * request is then untrusted and counted on the email's budgets, never refused 429 for the
 * table alone. (Before, a device table filled to twice its cap answered every known browser
 * 429 with the Retry-After of a device window: 365 days.)
 */
export async function withRoom(
  limiter: Limiter,
  key: string | undefined,
  device: string | undefined,
  from: string,
): Promise<string | undefined> {
  if (device === undefined || key === undefined) return undefined;
  return (await limiter.check(key, from)) === undefined ? device : undefined;
}

/**
 * Who opens a device window (Limiter.take's `from`): the account (app and email), not the
 * client address, so every token one account mints counts as one party. An account that spent
 * token after token from fresh addresses to fill a device table gets no more room beyond the
 * cap than any other account (see createRateLimiter), and another account's device still gets
 * a window.
 */
export const deviceParty = (ctx: RouteContext, email: string) =>
  `device:${ctx.appId}:${lookupKey(email)}`;

/** 429 when a limit's look says its key is at the limit. */
async function refuseIfLimited(wait: Promise<number | undefined> | undefined) {
  const seconds = await wait;
  if (seconds !== undefined) throw rateLimited(seconds);
}

/**
 * Forgets the email's wrong passwords: after a reset or a change of password the owner is not
 * kept at 429 by guesses made against the old one.
 */
export const clearLoginFailures = (ctx: RouteContext, email: string) =>
  ctx.limits.login.clear(loginKey(ctx, email));
