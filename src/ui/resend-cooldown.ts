'use client';
import { useEffect, useState } from 'react';
import type { AuthClient } from '../client/auth-client';
import { AuthError, RateLimitError } from '../client/errors';
import { useAuthClient } from '../react/auth-client-context';
import { useCountdown } from './countdown';
import type { FormMessage } from './localization/form-message';

interface Cooldown {
  /** When another code may be sent (epoch ms). */
  until: number;
  /** A code sent from outside the form (AuthFlow's first), until a form has shown its failure. */
  sending?: Promise<unknown> | undefined;
}

// Per client and address, outside React: a remounted form (another view and back) still waits.
const cooldowns = new WeakMap<object, Map<string, Cooldown>>();

/** Seconds before another code may be sent, by default. */
export const RESEND_COOLDOWN_SECONDS = 30;

/** The cooldown key of a kind of code sent to an address. */
export const resendKey = (kind: 'verify' | 'reset', email: string) => `${kind}:${email}`;

function cooldownsOf(client: object): Map<string, Cooldown> {
  let byKey = cooldowns.get(client);
  if (!byKey) {
    byKey = new Map();
    cooldowns.set(client, byKey);
  }
  return byKey;
}

/**
 * Starts the cooldown for `key` from outside a form: a flow that sends a code (`sending`, or
 * has sent one), so the next view's Resend button waits too. A send that fails sent nothing:
 * the cooldown ends, and the form with that key shows the error.
 */
export function startCooldown(client: object, key: string, sending?: Promise<unknown>) {
  const byKey = cooldownsOf(client);
  const entry = { until: Date.now() + RESEND_COOLDOWN_SECONDS * 1000, sending };
  byKey.set(key, entry);
  // A failed send ends the cooldown but stays here until a form shows the error: the failure
  // may come before the form that shows it has mounted.
  sending?.catch(() => {
    entry.until = 0;
  });
}

/**
 * Starts the Resend code cooldown for a code your own code sent, or had sent, outside the code
 * forms: a flow that sends the first verification code after sign-up (`kind: 'verify'`), or
 * moves on to the reset form after "forgot password" (`'reset'`). `VerifyEmailForm`,
 * `ResetPasswordForm` and their hooks for that address then wait 30 seconds
 * before Resend code is enabled, as after a code they sent themselves. Pass the send's promise
 * as `sending`: if it fails, nothing was sent, the cooldown ends and the form shows why. Kept
 * per client, outside React: a form mounted later still waits.
 */
export function startResendCooldown(
  client: AuthClient,
  kind: 'verify' | 'reset',
  email: string,
  sending?: Promise<unknown>,
): void {
  startCooldown(client, resendKey(kind, email), sending);
}

/** A code for `key` went out less than the cooldown ago: sending another now would not wait. */
export const isCoolingDown = (client: object, key: string) =>
  (cooldowns.get(client)?.get(key)?.until ?? 0) > Date.now();

/**
 * The cooldown of a "Resend code" button for `key` (kind and address): `left` seconds to wait,
 * `start(seconds)` after a code was sent (or the service said to wait), `stop()`.
 */
function useResendCooldown(key: string) {
  const byKey = cooldownsOf(useAuthClient());
  const [until, setUntil] = useState<number | null>(() => byKey.get(key)?.until ?? null);
  const left = useCountdown(byKey.get(key)?.until ?? until);
  const start = (seconds = RESEND_COOLDOWN_SECONDS) => {
    const next = Date.now() + seconds * 1000;
    byKey.set(key, { until: next });
    setUntil(next);
  };
  return { left, start, stop: () => setUntil(null), sending: byKey.get(key)?.sending, byKey };
}

/** What Resend code reports to its form. */
export interface ResendTarget {
  setStatus: (message: FormMessage | string | null) => void;
  showError: (error: unknown) => void;
}

/**
 * Resend code for `key` (kind and address) in `form`: `send(to, request)` runs the request,
 * then starts the cooldown and says where the code went. A 429 waits on the Resend button
 * only: the form's submit stays enabled, since checking a code already sent is not what was
 * limited. A first code sent by a flow that fails is shown here too, its cooldown ended.
 */
export function useResendCode(key: string, form: ResendTarget) {
  const cooldown = useResendCooldown(key);
  const fail = (error: unknown) => {
    if (!(error instanceof RateLimitError) || !error.retryAfter) {
      cooldown.stop();
      return form.showError(error);
    }
    cooldown.start(error.retryAfter);
    // Shown without its wait, so the form's own submit is not held: "wait for the
    // countdown" (the button's), not "try again later".
    const { operation, status, code } = error;
    form.showError(new AuthError(error.message, { operation, status, code }));
  };
  const { sending, byKey } = cooldown;
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per send; `fail` reads the latest form.
  useEffect(() => {
    let mounted = true;
    sending?.catch((error: unknown) => {
      if (!mounted) return;
      fail(error);
      if (byKey.get(key)?.sending === sending) byKey.delete(key);
    });
    return () => {
      mounted = false;
    };
  }, [sending]);
  const send = (to: string, request: () => Promise<unknown>) =>
    request().then(() => {
      cooldown.start();
      form.setStatus({ key: 'codeSent', values: { email: to } });
    }, fail);
  return { left: cooldown.left, send };
}
