import { limit, limitAddress, type RouteContext } from './route-context';
import { verifyPassword } from './secrets';
import { lookupKey, type StoredUser } from './store/auth-store';

/**
 * Checks a password for login or change-password under the login limits. The attempt is taken
 * before the hash, so however requests interleave at most 10 passwords are checked per email per
 * window (and 100 per client address); the rest are 429 at once, costing no hash. A right password gives its attempt back, so
 * only wrong ones count. An unknown user (null) is checked against a dummy hash, so both answers
 * take as long.
 */
export async function passwordMatches(
  ctx: RouteContext,
  email: string,
  password: string,
  user: StoredUser | null,
): Promise<boolean> {
  const emailKey = `${ctx.appId}:${lookupKey(email)}`;
  limitAddress(ctx, (byAddress) => byAddress.failedLogins);
  try {
    limit(ctx.limits.login, emailKey);
  } catch (error) {
    giveBackAddress(ctx);
    throw error;
  }
  const valid = await verifyPassword(password, user?.passwordHash ?? (await ctx.dummyHash));
  if (!valid || !user) return false;
  ctx.limits.login.giveBack(emailKey);
  giveBackAddress(ctx);
  return true;
}

const giveBackAddress = (ctx: RouteContext) => {
  if (ctx.clientAddress !== undefined)
    ctx.limits.byAddress?.failedLogins.giveBack(ctx.clientAddress);
};
