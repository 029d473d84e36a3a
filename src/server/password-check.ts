import { limit, limitAddress, type RouteContext } from './route-context';
import { verifyPassword } from './secrets';
import { lookupKey, type StoredUser } from './store/auth-store';

const loginKey = (ctx: RouteContext, email: string) => `${ctx.appId}:${lookupKey(email)}`;

/**
 * Checks a password for login or change-password under the login limits. The attempt is taken
 * before the hash, so however requests interleave (in any number of instances sharing a
 * PostgreSQL store) at most 10 passwords are checked per email per window (and 100 per client
 * address); the rest are 429 at once, costing no hash. A right password gives its attempt back,
 * so only wrong ones count. An unknown user (null) is checked against a dummy hash, so both
 * answers take as long. The hash waits its turn in the fair hash queue (503 when it is full).
 */
export async function passwordMatches(
  ctx: RouteContext,
  email: string,
  password: string,
  user: StoredUser | null,
): Promise<boolean> {
  const emailKey = loginKey(ctx, email);
  await limitAddress(ctx, (byAddress) => byAddress.failedLogins);
  try {
    await limit(ctx.limits.login, emailKey);
  } catch (error) {
    await giveBackAddress(ctx);
    throw error;
  }
  let valid: boolean;
  try {
    // In turn with other clients' hashes: a flood from one address does not hold the others.
    const stored = user?.passwordHash ?? (await ctx.dummyHash);
    valid = await ctx.hashQueue.run(ctx.clientAddress, () => verifyPassword(password, stored));
  } catch (error) {
    // The queue was full (503): no password was checked, so the attempt does not count.
    await Promise.all([ctx.limits.login.giveBack(emailKey), giveBackAddress(ctx)]);
    throw error;
  }
  if (!valid || !user) return false;
  await Promise.all([ctx.limits.login.giveBack(emailKey), giveBackAddress(ctx)]);
  return true;
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
