import { takeFailingEmail } from './failing-emails';
import { rateLimited } from './http-error';
import { limit, type RouteContext } from './route-context';
import { verifyPassword } from './secrets';
import { lookupKey, type StoredUser } from './store/auth-store';

const loginKey = (ctx: RouteContext, email: string) => `${ctx.appId}:${lookupKey(email)}`;

/**
 * Checks a password for login or change-password under the login limits: at most 10 passwords
 * checked per email per window (and 100 per client address), however requests interleave (in
 * any number of instances sharing a PostgreSQL store); the rest are 429, costing no hash. A right
 * password gives its attempts back, so only wrong ones count. An unknown user (null) is checked
 * against a dummy hash, so both answers take as long.
 *
 * With `device` (a valid device cookie for this user, see device-cookie.ts) the attempt is
 * counted against that device's own 10, not the email's: a stranger who filled the email's
 * budget does not lock the owner's own browser out. An untrusted request also counts the email
 * among its address's failing emails (see failing-emails.ts).
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
  device?: string,
): Promise<boolean> {
  const [budget, budgetKey] = device
    ? [ctx.limits.deviceLogins, device]
    : [ctx.limits.login, loginKey(ctx, email)];
  const byAddress = ctx.clientAddress === undefined ? undefined : ctx.limits.byAddress;
  const address = ctx.clientAddress ?? '';
  await refuseIfLimited(byAddress?.failedLogins.check(address));
  await refuseIfLimited(budget.check(budgetKey));
  const stored = user?.passwordHash ?? (await ctx.dummyHash);
  // What this check took, given back when nothing failed (a right password, no hash run).
  const taken: (() => Promise<void>)[] = [];
  const giveAllBack = () => Promise.all(taken.map((giveBack) => giveBack()));
  // In turn with other clients' hashes: a flood from one address does not hold the others.
  const valid = await ctx.hashQueue.run(ctx.clientAddress, async () => {
    try {
      if (byAddress) {
        await limit(byAddress.failedLogins, address);
        taken.push(() => byAddress.failedLogins.giveBack(address));
      }
      await limit(budget, budgetKey);
      taken.push(() => budget.giveBack(budgetKey));
      if (!device) taken.push(await takeFailingEmail(ctx, lookupKey(email)));
    } catch (error) {
      await giveAllBack();
      throw error;
    }
    try {
      return await verifyPassword(password, stored);
    } catch (error) {
      // No password was checked: the attempt does not count.
      await giveAllBack();
      throw error;
    }
  });
  if (!valid || !user) return false;
  await giveAllBack();
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
