'use client';
import type { AuthUser } from '../../client/types';
import { useAuthClient } from '../../react/auth-client-context';
import { useRequestEmailVerification } from '../../react/hooks/use-request-email-verification';
import { isCoolingDown, resendKey, startCooldown } from '../resend-cooldown';

/** The user record's `emailVerified`: `undefined` when the service does not send it. */
export const emailVerifiedOf = (user: AuthUser | null | undefined): boolean | undefined =>
  typeof user?.emailVerified === 'boolean' ? user.emailVerified : undefined;

/**
 * Sends the first code to an address as its code field opens, and after sign-up (AuthFlow):
 * the field's Resend code then waits its cooldown, and a send that fails ends the cooldown and
 * is shown in the field. Within the cooldown of a code already sent nothing is sent again
 * (Send, Cancel, Send): the field's Resend code waits out the rest.
 */
export function useSendVerificationCode() {
  const client = useAuthClient();
  const request = useRequestEmailVerification();
  return (userId: string, email: string): Promise<void> => {
    const key = resendKey('verify', email);
    if (isCoolingDown(client, key)) return Promise.resolve();
    const sending = request.mutateAsync({ userId, email });
    startCooldown(client, key, sending);
    // Shown by the code field (useResendCode), not here: settles either way.
    return sending.then(
      () => undefined,
      () => undefined,
    );
  };
}
