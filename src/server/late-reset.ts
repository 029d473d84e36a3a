import { rateLimited } from './http-error';
import type { RouteContext } from './route-context';
import { lookupKey, type OtpPurpose } from './store/auth-store';

// Late reset checks: once a stranger spent an email's 6 wrong reset codes (6 hours), a code
// mailed since still has 3 checks (per email, 24 hours), so the owner's fresh code from a new
// browser is not 429 for that alone; docs/service.md has the arithmetic (under 1 % a year).

/**
 * The email's reset checks are spent (`wait`): one of its late checks (ServiceLimits.resetLate)
 * when its current code was mailed since (ServiceLimits.lateCode), else 429 with the wait for
 * the 6 to start again. Resolves to what gives the late check back.
 */
export async function takeLateCheck(
  ctx: RouteContext,
  purpose: OtpPurpose,
  checksKey: string,
  wait: number,
): Promise<() => Promise<void>> {
  if (purpose !== 'reset-password' || (await ctx.limits.lateCode.peek(checksKey)) === undefined)
    throw rateLimited(wait);
  if ((await ctx.limits.resetLate.take(checksKey, ctx.clientAddress)) !== undefined)
    throw rateLimited(wait);
  return () => ctx.limits.resetLate.giveBack(checksKey);
}

/**
 * Before a reset code is mailed (or its decoy written) for `email`: when the email's reset
 * checks are spent, marks the new code late, so it can be tried with the late checks. Done for
 * every forgot-password alike, account or not: the answer tells nothing.
 */
export async function markIfLate(ctx: RouteContext, email: string): Promise<void> {
  const key = `${ctx.appId}:${lookupKey(email)}`;
  if ((await ctx.limits.resetChecks.peek(key)) === undefined) return;
  // The mark lasts the new code's life, not the previous one's.
  await ctx.limits.lateCode.clear(key);
  await ctx.limits.lateCode.take(key, ctx.clientAddress);
}
