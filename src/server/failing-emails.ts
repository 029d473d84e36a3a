import { rateLimited } from './http-error';
import type { RouteContext } from './route-context';

// One client address may hold only a few emails in a failed state at once
// (AddressLimits.failingEmails, 3 per 15 minutes). An email is in a failed state for an address
// once that address has made FAILURES_TO_HOLD untrusted failures of one kind against it in the
// window (wrong passwords, or forgot-password requests, each counted per (address, email) in a
// limiter of that limit); the failure that gets it there takes one of the address's slots.
//
// Wrong passwords are counted only once checked and wrong (a right password is never refused
// for what others behind the same address did: an office, a NAT, a test suite on one machine).
// When one finds no slot, the address is *over its cap* for that email: its further passwords
// for it are counted on the email's overflow budget (ServiceLimits.byAddress.loginOverflow, 10),
// not on the budget that locks the email for everyone, so one machine still cannot lock more
// than 3 accounts at once, and a right password from it still works until that email's
// overflow is spent. A forgot-password request is itself the failure: counted before the mail,
// and past the slots it is 429 (the email's 3 requests stay for its owner).

/** Untrusted failures of one kind one address makes against one email before it holds it. */
export const FAILURES_TO_HOLD = 3;

/** The kinds of failure, counted apart: a typo or two never stops a forgot-password. */
type FailureKind = 'login' | 'forgot';

const pairKey = (ctx: RouteContext, address: string, emailKey: string) =>
  `${ctx.appId}:${address}:${emailKey}`;

/**
 * Takes one failure of `kind` by the client address against `emailKey`. Resolves to undefined
 * when it fits (the email held by the address, or not yet held), else to the wait (the address
 * holds its cap of other emails). No-op in process.
 */
async function takeFailure(
  ctx: RouteContext,
  kind: FailureKind,
  emailKey: string,
): Promise<{ wait?: number; giveBack: () => Promise<void> }> {
  const limits = ctx.limits.byAddress;
  const address = ctx.clientAddress;
  if (!limits || address === undefined) return { giveBack: async () => {} };
  const pair = pairKey(ctx, address, emailKey);
  const kindPair = `${kind}:${pair}`;
  // The failures before the one that holds the email cost the address nothing else.
  if ((await limits.failingPairs.take(kindPair, address)) === undefined)
    return { giveBack: () => limits.failingPairs.giveBack(kindPair) };
  // This failure holds the email (limit 1: refused when it is held already, by an earlier or
  // a racing failure; or, in a full in-memory table, for want of room: then it cannot).
  if ((await limits.heldPairs.take(pair, address)) !== undefined) {
    const held = (await limits.heldPairs.peek(pair)) !== undefined;
    return held ? { giveBack: async () => {} } : { wait: 1, giveBack: async () => {} };
  }
  const slots = `${ctx.appId}:${address}`;
  const wait = await limits.failingEmails.take(slots, address);
  if (wait !== undefined) {
    await limits.heldPairs.giveBack(pair);
    return { wait, giveBack: async () => {} };
  }
  return {
    giveBack: async () => {
      await Promise.all([limits.heldPairs.giveBack(pair), limits.failingEmails.giveBack(slots)]);
    },
  };
}

/**
 * Counts one forgot-password request of the client address against `emailKey`, or rejects
 * with 429 when that would make the address hold more emails than its cap. Resolves to a
 * function giving back what it took (a request refused by a later limit mails nothing).
 */
export async function takeFailingEmail(
  ctx: RouteContext,
  emailKey: string,
): Promise<() => Promise<void>> {
  const { wait, giveBack } = await takeFailure(ctx, 'forgot', emailKey);
  if (wait !== undefined) throw rateLimited(wait);
  return giveBack;
}

/**
 * After a wrong password (untrusted): counts it for the client address, and when it finds no
 * slot marks the address over its cap for `emailKey` (see overCapFor). No-op in process.
 */
export async function countWrongPassword(ctx: RouteContext, emailKey: string): Promise<void> {
  const limits = ctx.limits.byAddress;
  const address = ctx.clientAddress;
  if (!limits || address === undefined) return;
  const { wait } = await takeFailure(ctx, 'login', emailKey);
  if (wait !== undefined) await limits.overCap.take(pairKey(ctx, address, emailKey), address);
}

/** Whether the client address is over its cap for `emailKey` (see countWrongPassword). */
export async function overCapFor(ctx: RouteContext, emailKey: string): Promise<boolean> {
  const limits = ctx.limits.byAddress;
  const address = ctx.clientAddress;
  if (!limits || address === undefined) return false;
  return (await limits.overCap.peek(pairKey(ctx, address, emailKey))) !== undefined;
}
