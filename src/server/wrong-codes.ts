import type { RouteContext } from './route-context';
import type { OtpPurpose } from './store/auth-store';

// What a wrong code costs its client address: counted only once the code turned out wrong (or
// expired), so a right code is never refused for what others behind the same address did (an
// office, a NAT, an app's test suite on one machine). The per-email budgets, taken before the
// check, are what bound guessing; these two only answer 429 past their counts.

/**
 * Counts a wrong code for the client address: one of its code checks (AddressLimits.otpChecks,
 * 100) and, untrusted, one of the 5 wrong tries of this (email, address) pair. Resolves to the
 * seconds to wait when either was already at its limit (the answer is then 429, not 400), else
 * undefined. No-op in process.
 */
export async function countWrongCode(
  ctx: RouteContext,
  purpose: OtpPurpose,
  emailKey: string,
  trusted: boolean,
): Promise<number | undefined> {
  const address = ctx.clientAddress;
  if (address === undefined) return undefined;
  const byAddress = ctx.limits.byAddress;
  const waits = await Promise.all([
    byAddress?.otpChecks.take(address, address),
    trusted
      ? undefined
      : ctx.limits.codeTries.take(`${ctx.appId}:${purpose}:${emailKey}:${address}`, address),
  ]);
  return waits.find((wait) => wait !== undefined);
}
