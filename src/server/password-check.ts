import { rateLimited } from './http-error';
import { limit, type RouteContext } from './route-context';
import { verifyPassword } from './secrets';
import { lookupKey, type StoredUser } from './store/auth-store';

const loginKey = (ctx: RouteContext, email: string) => `${ctx.appId}:${lookupKey(email)}`;

/**
 * Checks a password for login or change-password under the login limits: at most 10 passwords
 * checked per email per window (and 100 per client address), however requests interleave (in
 * any number of instances sharing a PostgreSQL store); the rest are 429, costing no hash. A right
 * password gives its attempt back, so only wrong ones count. An unknown user (null) is checked
 * against a dummy hash, so both answers take as long.
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
): Promise<boolean> {
  const emailKey = loginKey(ctx, email);
  const byAddress = ctx.clientAddress === undefined ? undefined : ctx.limits.byAddress;
  const address = ctx.clientAddress ?? '';
  await refuseIfLimited(byAddress?.failedLogins.check(address));
  await refuseIfLimited(ctx.limits.login.check(emailKey));
  const stored = user?.passwordHash ?? (await ctx.dummyHash);
  // In turn with other clients' hashes: a flood from one address does not hold the others.
  const valid = await ctx.hashQueue.run(ctx.clientAddress, async () => {
    if (byAddress) await limit(byAddress.failedLogins, address);
    try {
      await limit(ctx.limits.login, emailKey);
    } catch (error) {
      await giveBackAddress(ctx);
      throw error;
    }
    try {
      return await verifyPassword(password, stored);
    } catch (error) {
      // No password was checked: the attempt does not count.
      await Promise.all([ctx.limits.login.giveBack(emailKey), giveBackAddress(ctx)]);
      throw error;
    }
  });
  if (!valid || !user) return false;
  await Promise.all([ctx.limits.login.giveBack(emailKey), giveBackAddress(ctx)]);
  return true;
}

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

const giveBackAddress = async (ctx: RouteContext) => {
  if (ctx.clientAddress !== undefined)
    await ctx.limits.byAddress?.failedLogins.giveBack(ctx.clientAddress);
};
