import { rateLimited } from './http-error';
import type { RouteContext } from './route-context';

// One client address may hold only a few emails in a failed state at once
// (AddressLimits.failingEmails, 3 per 15 minutes). An email is in a failed state for an address
// once that address has made FAILURES_TO_HOLD untrusted failures against it in the window (wrong
// passwords, forgot-password requests, wrong codes, counted together in a limiter of that
// limit per (address, email)); the failure that gets it there takes one of the address's slots,
// and past them it is 429. Without it one machine could keep ten accounts locked out at once;
// with it, a fourth email gets at most 2 failures from that address: short of the 10 wrong
// passwords or the 3 forgot-password requests that would lock it. A person who mistypes once or
// twice on several accounts from one office is never counted.

/** Untrusted failures one address makes against one email before it holds that email. */
export const FAILURES_TO_HOLD = 3;

const pairKey = (ctx: RouteContext, address: string, emailKey: string) =>
  `${ctx.appId}:${address}:${emailKey}`;

/**
 * Counts one untrusted failure of the client address against `emailKey`, or rejects with 429
 * when that would make the address hold more emails than its cap. Resolves to a function
 * giving back what it took (a right password or code: nothing failed). No-op in process. One
 * counter statement for an email's first failures (the common case of a typo), two once held.
 */
export async function takeFailingEmail(
  ctx: RouteContext,
  emailKey: string,
): Promise<() => Promise<void>> {
  const limits = ctx.limits.byAddress;
  const address = ctx.clientAddress;
  if (!limits || address === undefined) return async () => {};
  const pair = pairKey(ctx, address, emailKey);
  // The failures before the one that holds the email cost the address nothing else.
  if ((await limits.failingPairs.take(pair, address)) === undefined)
    return () => limits.failingPairs.giveBack(pair);
  // This failure holds the email (limit 1: refused when it is held already).
  if ((await limits.heldPairs.take(pair, address)) !== undefined) return async () => {};
  const slots = `${ctx.appId}:${address}`;
  const wait = await limits.failingEmails.take(slots, address);
  if (wait !== undefined) {
    await limits.heldPairs.giveBack(pair);
    throw rateLimited(wait);
  }
  return async () => {
    await Promise.all([limits.heldPairs.giveBack(pair), limits.failingEmails.giveBack(slots)]);
  };
}
